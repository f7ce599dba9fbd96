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

/** The open task of the newest instance of a business row. */
const openTask = (table: string, id: string) => {
  const instance = db
    .table('act_instance')
    .list((row) => row.businessTable === table && row.businessId === id)
    .at(-1)!
  return db.table('act_task').first((task) => task.instanceId === instance.id && task.endTime === null)
}

describe('approval routes of the staff and finance lists', () => {
  it('sends a loan to the head above the starter’s team, then to 财务, and seeds claims waiting at both steps', async () => {
    const liufang = await tokenOf('liufang')
    const reason = `路由测试借款-${Math.round(Math.random() * 1e9)}`
    await send('/ipr/loan/add', 'POST', { loanDate: '2026-05-06', loanAmount: 800, loanReason: reason }, liufang)
    const loan = db.table('ipr_loan').first((row) => row.loanReason === reason)!
    const id = String(loan.id)
    expect(
      await send('/act/process/extActProcess/startMutilProcess', 'POST', { flowCode: 'ipr_loan', id }, liufang),
    ).toMatchObject({ success: true })
    // 专利代理一组 has no head of its own: 专利部's head approves.
    const first = openTask('ipr_loan', id)!
    expect(first).toMatchObject({ name: '部门经理审批', assigneeUsername: 'chenxiaodong' })
    const head = await tokenOf('chenxiaodong')
    await send('/act/task/processComplete', 'POST', { taskId: first.id, processModel: 1, reason: '同意' }, head)
    const second = openTask('ipr_loan', id)!
    expect(second).toMatchObject({ name: '财务审批', assigneeUsername: '' })
    expect(second.candidates).toContain('pengyuhang')
    const finance = await tokenOf('pengyuhang')
    await send('/act/task/claim', 'PUT', { taskId: second.id }, finance)
    await send('/act/task/processComplete', 'POST', { taskId: second.id, processModel: 1, reason: '同意' }, finance)
    expect(db.table('ipr_loan').get(id)!.bpmStatus).toBe('3')

    const claims = db.table('act_instance').list((row) => row.businessTable === 'ipr_reimburse' && row.result === 1)
    const waiting = claims.map((instance) => openTask('ipr_reimburse', String(instance.businessId))!.name).sort()
    expect(waiting).toEqual(['部门经理审批', '财务审批'].sort())
  })

  it.each([
    ['ipr_loan', '/ipr/loan/edit', 'loanReason', { iprLoanRepaymentList: [] }, { repaidAmount: 0 }],
    ['ipr_requisition', '/ipr/requisition/edit', 'reason', { payDate: '2026-06-01' }, { payDate: '2026-06-01' }],
    ['ipr_refund', '/ipr/refund/edit', 'refundReason', { refundDate: '2026-06-01' }, { refundDate: '2026-06-01' }],
  ])(
    '%s: an approved row keeps what was approved and takes what follows approval',
    async (table, edit, locked, after, saved) => {
      const row = db.table(table).first((candidate) => candidate.bpmStatus === '3')
      expect(row, `a seeded approved row of ${table}`).toBeDefined()
      const id = String(row!.id)
      const before = row![locked]
      const refused = await send(edit, 'PUT', { id, [locked]: `${String(before)}9` })
      expect(refused).toMatchObject({ success: false, message: LOCKED_MESSAGE })
      expect(db.table(table).get(id)![locked]).toBe(before)
      expect(await send(edit, 'PUT', { id, ...after })).toMatchObject({ success: true })
      expect(db.table(table).get(id)).toMatchObject(saved)
    },
  )

  it('keeps an approved claim whole: nothing follows its approval', async () => {
    const claim = db.table('ipr_reimburse').first((row) => row.bpmStatus === '3')!
    const refused = await send('/ipr/reimburse/edit', 'PUT', { id: claim.id, remark: '改' })
    expect(refused).toMatchObject({ success: false, message: '报销单已审批通过，不能修改' })
    expect(db.table('ipr_reimburse').get(String(claim.id))!.remark).toBe(claim.remark)
  })

  it('pays a salary batch only once approved, and locks it then', async () => {
    const batch = db.table('ipr_salary_batch').first((row) => row.bpmStatus === '1')!
    const id = String(batch.id)
    if (batch.salaryStatus === '0') await send('/ipr/salaryBatch/confirm', 'PUT', { id })
    expect(await send('/ipr/salaryBatch/pay', 'PUT', { id })).toMatchObject({
      success: false,
      message: '工资批次尚未审批通过，不能发放',
    })
    const flowCode = 'ipr_salary_batch'
    expect(await send('/act/process/extActProcess/startMutilProcess', 'POST', { flowCode, id })).toMatchObject({
      success: true,
    })
    const task = openTask(flowCode, id)!
    await send('/act/task/processComplete', 'POST', { taskId: task.id, processModel: 1, reason: '同意' })
    expect(db.table(flowCode).get(id)!.bpmStatus).toBe('3')
    const refused = await send('/ipr/salaryBatch/edit', 'PUT', { id, remark: '改过的备注' })
    expect(refused).toMatchObject({ success: false, message: LOCKED_MESSAGE })
    expect(db.table(flowCode).get(id)!.remark).toBe(batch.remark)
    expect(await send('/ipr/salaryBatch/pay', 'PUT', { id })).toMatchObject({ success: true })
    expect(db.table(flowCode).get(id)!.salaryStatus).toBe('2')
  })
})
