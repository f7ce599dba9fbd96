// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { LOCKED_MESSAGE } from '@mocks/kernel/crud/approval-lock'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
const send = async (path: string, method = 'GET', body?: unknown, token = admin()): Promise<any> =>
  (await call(path, { method, body, token })).body

const instancesOf = (table: string, id: string) =>
  db.table('act_instance').list((row) => row.businessTable === table && row.businessId === id)

/** The open task of the newest instance of a business row. */
const openTask = (table: string, id: string) => {
  const instance = instancesOf(table, id).at(-1)!
  return db.table('act_task').first((task) => task.instanceId === instance.id && task.endTime === null)
}

/** 专利部 (A01A01) is led by 陈晓东, the company (A01) by the administrator; 商标部 by 高雅琴. */
const PATENT_HEAD = 'chenxiaodong'

/** A draft contract of 专利部 with a one-row plan, submitted by the administrator: 陈晓东 then 财务 approve it. */
async function approvedContract(): Promise<string> {
  const serial = Math.round(Math.random() * 1e9)
  const name = `变更测试合同-${serial}`
  const customer = db.table('ipr_customer').first((row) => row.dealStatus === '1')!
  const added = await send('/ipr/contract/add', 'POST', {
    contractNo: `HTT${serial}`,
    contractName: name,
    customerId: customer.id,
    contractType: '1',
    amount: 10000,
    signDate: '2026-05-01',
    iprContractPlanList: [{ period: 1, planName: '全款', planDate: '2026-06-01', planAmount: 10000 }],
  })
  expect(added).toMatchObject({ success: true })
  const id = String(db.table('ipr_contract').first((row) => row.contractName === name)!.id)
  db.table('ipr_contract').update(id, { sysOrgCode: 'A01A01' })
  await decideAll(id)
  return id
}

/** 提交审批, then the head of the contract's department and a 财务 clerk (签收 first) approve it. */
async function decideAll(id: string): Promise<void> {
  const started = await send('/act/process/extActProcess/startMutilProcess', 'POST', { flowCode: 'ipr_contract', id })
  expect(started).toMatchObject({ success: true })
  const head = openTask('ipr_contract', id)!
  expect(head.assigneeUsername).toBe(PATENT_HEAD)
  const decision = { processModel: 1, reason: '同意' }
  await send('/act/task/processComplete', 'POST', { taskId: head.id, ...decision }, await tokenOf(PATENT_HEAD))
  const finance = await tokenOf('pengyuhang')
  const second = openTask('ipr_contract', id)!
  await send('/act/task/claim', 'PUT', { taskId: second.id }, finance)
  await send('/act/task/processComplete', 'POST', { taskId: second.id, ...decision }, finance)
  expect(db.table('ipr_contract').get(id)!.bpmStatus).toBe('3')
}

describe('变更, deletes and the trail of an approved record', () => {
  it('变更 keeps the approved version in the data log, reopens the record as 待提交, and its submission starts anew', async () => {
    const id = await approvedContract()
    const approved = db.table('ipr_contract').get(id)!
    const forged = await send('/ipr/contract/edit', 'PUT', { id, contractName: '伪造的修改' })
    expect(forged).toMatchObject({ success: false, message: LOCKED_MESSAGE })

    // Only the approved may change, by someone who may submit it.
    const draft = db.table('ipr_contract').first((row) => row.bpmStatus === '1')!
    const early = await send('/act/process/extActProcess/changeProcess', 'POST', {
      flowCode: 'ipr_contract',
      id: draft.id,
    })
    expect(early).toMatchObject({ success: false, message: '只有审批通过的数据才能变更' })
    const agent = await tokenOf('liufang')
    const stranger = await call('/act/process/extActProcess/changeProcess', {
      method: 'POST',
      body: { flowCode: 'ipr_contract', id },
      token: agent,
    })
    expect(stranger.body.success).toBe(false)
    expect(db.table('ipr_contract').get(id)!.bpmStatus).toBe('3')

    const changed = await send('/act/process/extActProcess/changeProcess', 'POST', { flowCode: 'ipr_contract', id })
    expect(changed).toMatchObject({ success: true })
    expect(db.table('ipr_contract').get(id)!.bpmStatus).toBe('1')
    const versions = await send(`/sys/dataLog/list?dataTable=ipr_contract&dataId=${id}&pageSize=50`)
    const kept = versions.result.records.map((row: { dataContent: string }) => JSON.parse(row.dataContent))
    expect(kept[0]).toMatchObject({ id, contractName: approved.contractName, bpmStatus: '3' })

    // The change is edited like a draft and its submission is a new approval.
    expect(await send('/ipr/contract/edit', 'PUT', { id, remark: '变更：延长服务期' })).toMatchObject({ success: true })
    expect(instancesOf('ipr_contract', id)).toHaveLength(1)
    await decideAll(id)
    const [first, second] = instancesOf('ipr_contract', id)
    expect([first.result, second.result]).toEqual([2, 2])
    expect(db.table('ipr_contract').get(id)!.remark).toBe('变更：延长服务期')
  })

  it('refuses deleting a record under approval or approved, one or in a batch, naming it, and deletes nothing', async () => {
    const id = await approvedContract()
    const name = String(db.table('ipr_contract').get(id)!.contractName)
    const draft = db.table('ipr_contract').first((row) => row.bpmStatus === '1')!
    const single = await send(`/ipr/contract/delete?id=${id}`, 'DELETE')
    expect(single).toMatchObject({ success: false, message: `合同「${name}」已审批通过，不允许删除！` })
    const batch = await send(`/ipr/contract/deleteBatch?ids=${String(draft.id)},${id}`, 'DELETE')
    expect(batch).toMatchObject({ success: false, message: `合同「${name}」已审批通过，不允许删除！` })
    expect(db.table('ipr_contract').get(String(draft.id))).toBeDefined()
    expect(db.table('ipr_contract').get(id)).toBeDefined()

    const running = db.table('ipr_reimburse').first((row) => row.bpmStatus === '2')!
    const claim = await send(`/ipr/reimburse/delete?id=${String(running.id)}`, 'DELETE')
    expect(claim).toMatchObject({
      success: false,
      message: `报销「${String(running.reimburseNo)}」已发起流程审批，不允许删除！`,
    })
    expect(db.table('ipr_reimburse').get(String(running.id))).toBeDefined()
  })

  it('sends a department head’s own loan to the head of the department above, not to the head', async () => {
    const head = await tokenOf(PATENT_HEAD)
    const reason = `负责人借款-${Math.round(Math.random() * 1e9)}`
    await send('/ipr/loan/add', 'POST', { loanDate: '2026-05-06', loanAmount: 800, loanReason: reason }, head)
    const loan = db.table('ipr_loan').first((row) => row.loanReason === reason)!
    const id = String(loan.id)
    const started = await send(
      '/act/process/extActProcess/startMutilProcess',
      'POST',
      { flowCode: 'ipr_loan', id },
      head,
    )
    expect(started).toMatchObject({ success: true })
    expect(openTask('ipr_loan', id)).toMatchObject({ name: '部门经理审批', assigneeUsername: 'admin' })
  })

  it('answers the approval trail only to users whose data rules reach the record', async () => {
    const id = await approvedContract()
    const trail = `/act/process/extActProcess/getBizHisTaskList?flowCode=ipr_contract&dataId=${id}`
    const own = await send(trail, 'GET', undefined, await tokenOf(PATENT_HEAD))
    expect(own.success).toBe(true)
    expect(own.result.records.map((task: { name: string }) => task.name)).toEqual(['部门经理审批', '财务审批'])
    // 商标部's head reads only 商标部's contracts; 田甜 (人事) opens no contract list.
    for (const username of ['gaoyaqin', 'tiantian']) {
      const refused = await send(trail, 'GET', undefined, await tokenOf(username))
      expect(refused, username).toMatchObject({ success: false, message: '未找到对应数据' })
    }
  })
})
