// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'
import { messagesTitled, noticesOf } from './support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

const AGENT = 'liufang'
const OTHER = 'yangfan'

const openCase = () => db.table('ipr_case').first((row) => row.caseStatus === '2' || row.caseStatus === '1')!

async function assignTask(assignee: string) {
  const handled = openCase()
  const answer = await call('/ipr/caseAssign/add', {
    method: 'POST',
    token: admin(),
    body: { caseId: handled.id, taskType: '1', assignee, deadline: '2030-01-31', remark: '请按期完成' },
  })
  expect(answer.body).toMatchObject({ success: true })
  const task = db
    .table('ipr_case_assign')
    .list((row) => row.assignee === assignee && row.caseId === handled.id)
    .at(-1)!
  return { handled, task }
}

describe('messages from business events, through the event templates and the bell', () => {
  it('tells the assignee of a new task, with the case filled in, and the message opens 我的案件任务 on the task', async () => {
    const { handled, task } = await assignTask(AGENT)
    const [notice] = noticesOf(backend, AGENT).filter((row) => row.busType === 'ipr_case_assigned')
    expect(notice).toMatchObject({
      title: '案件分配通知',
      busId: task.id,
      openType: 'component',
      openPage: 'ipr/MyCaseTaskList',
    })
    expect(notice.content).toContain(`案件${String(handled.caseNo)}（${String(handled.caseName)}）`)
    expect(notice.content).toContain('完成期限2030-01-31')
    expect(notice.content).not.toContain('${')
    expect(messagesTitled(backend, '案件分配通知')).toMatchObject([{ esReceiver: AGENT, esType: 'system' }])
  })

  it('tells the assigner of a task sent back, with the reason, and the new assignee of a task passed on', async () => {
    const { task } = await assignTask(AGENT)
    const agent = await tokenOf(AGENT)
    const back = await call('/ipr/caseAssign/sendBack', {
      method: 'PUT',
      token: agent,
      body: { id: task.id, reason: '技术领域不熟悉' },
    })
    expect(back.body).toMatchObject({ success: true })
    expect(noticesOf(backend, 'admin').filter((row) => row.busType === 'ipr_task_returned')).toMatchObject([
      { title: '任务退回通知', busId: task.id, openPage: 'ipr/CaseAssignList' },
    ])
    expect(noticesOf(backend, 'admin').at(-1)!.content).toContain('原因：技术领域不熟悉')

    const passed = await call('/ipr/caseAssign/transfer', {
      method: 'PUT',
      token: admin(),
      body: { id: task.id, assignee: OTHER },
    })
    expect(passed.body).toMatchObject({ success: true })
    const copy = db
      .table('ipr_case_assign')
      .list((row) => row.assignee === OTHER)
      .at(-1)!
    expect(noticesOf(backend, OTHER).filter((row) => row.busType === 'ipr_task_transferred')).toMatchObject([
      { title: '任务转派通知', busId: copy.id, openPage: 'ipr/MyCaseTaskList' },
    ])
  })

  it('tells the handler of a parcel once it is signed for, not on other edits', async () => {
    const parcel = db.table('ipr_express').first((row) => row.expressStatus !== '2' && !!row.handler)!
    const edit = (body: Record<string, unknown>) =>
      call('/ipr/express/edit', { method: 'PUT', token: admin(), body: { ...parcel, ...body } })
    expect((await edit({ remark: '改备注' })).body).toMatchObject({ success: true })
    expect(noticesOf(backend, String(parcel.handler)).filter((row) => row.busType === 'ipr_express_signed')).toEqual([])
    expect((await edit({ expressStatus: '2', signDate: '2026-03-09' })).body).toMatchObject({ success: true })
    const signed = noticesOf(backend, String(parcel.handler)).filter((row) => row.busType === 'ipr_express_signed')
    expect(signed).toMatchObject([{ title: '快递签收通知', busId: parcel.id, openPage: 'ipr/ExpressList' }])
    expect(signed[0].content).toContain(`快递${String(parcel.expressNo)}`)
  })

  it('tells whoever asked for an invoice once it is issued', async () => {
    const invoice = db.table('ipr_invoice').first((row) => row.invoiceStatus === '0' && row.createBy !== 'admin')!
    // Approved first: an invoice is issued only once its request is.
    db.table('ipr_invoice').update(String(invoice.id), { bpmStatus: '3' })
    const applicant = String(invoice.createBy)
    const answer = await call('/ipr/invoice/edit', {
      method: 'PUT',
      token: admin(),
      body: {
        ...invoice,
        bpmStatus: '3',
        invoiceStatus: '1',
        invoiceNo: '26110000000000000001',
        invoiceDate: '2026-03-09',
      },
    })
    expect(answer.body).toMatchObject({ success: true })
    const issued = noticesOf(backend, applicant).filter((row) => row.busType === 'ipr_invoice_issued')
    expect(issued).toMatchObject([{ title: '发票开具通知', busId: invoice.id, openPage: 'ipr/InvoiceList' }])
    expect(issued[0].content).toContain('发票号码26110000000000000001')
  })

  it('tells the starter how the approval was decided, opening 流程实例 on the instance', async () => {
    const waiting = db.table('act_task').first((row) => row.endTime === null && row.result === 6)!
    const approver = await tokenOf(String(waiting.assigneeUsername))
    const instance = db.table('act_instance').get(String(waiting.instanceId))!
    const done = await call('/act/task/complete', {
      method: 'POST',
      token: approver,
      body: { id: waiting.id, result: 3, reason: '材料不全' },
    })
    expect(done.body).toMatchObject({ success: true })
    const decided = noticesOf(backend, String(instance.startUsername)).filter(
      (row) => row.busType === 'bpm_process_decided',
    )
    expect(decided).toMatchObject([{ title: '审批结果通知', busId: instance.id, openPage: 'bpm/ProcessInstanceList' }])
    expect(decided[0].content).toContain('审批未通过')
  })

  it('refuses an event template that uses a placeholder its event does not fill, naming it', async () => {
    const template = db.table('sys_sms_template').first((row) => row.templateCode === 'ipr_case_assigned')!
    const save = (templateContent: string) =>
      call('/sys/message/sysMessageTemplate/edit', {
        method: 'PUT',
        token: admin(),
        body: { ...template, templateContent },
      })
    const refused = await save('${assignee}您好：${customerName}的案件${caseNo}已分配给您。')
    expect(refused.body).toMatchObject({ success: false })
    expect(refused.body.message).toContain('模板内容含未知占位符：${customerName}')
    expect((await save('${assignee}：案件${caseNo}交给您了。')).body).toMatchObject({ success: true })
    await assignTask(OTHER)
    expect(noticesOf(backend, OTHER).at(-1)!.content).toMatch(/^.+：案件.+交给您了。$/)
  })
})
