// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
const send = async (path: string, method = 'GET', body?: unknown, token = admin()): Promise<any> =>
  (await call(path, { method, body, token })).body

const contractNo = `HT-APPROVAL-${Math.round(Math.random() * 1e9)}`
const contract = () => db.table('ipr_contract').first((row) => row.contractNo === contractNo)!
const instanceOf = (id: unknown) => db.table('act_instance').get(String(id))!

/** The open task of the contract's newest instance the user finds in 我的待办. */
async function todoOf(token: string) {
  const rows = (await send('/act/task/todo/list?pageSize=200', 'GET', undefined, token)).result.records
  return rows.find((row: { instanceName: string }) => row.instanceName === '合同审批-审批测试合同')
}

const submit = () =>
  send('/act/process/extActProcess/startMutilProcess', 'POST', { flowCode: 'ipr_contract', id: contract().id })

describe('approval on the record', () => {
  it('withdraws, sends back, refuses bad moves, hands over by claim and locks the approved contract', async () => {
    const customer = db.table('ipr_customer').first(() => true)!
    await send('/ipr/contract/add', 'POST', {
      contractNo,
      contractName: '审批测试合同',
      customerId: customer.id,
      contractType: '1',
      amount: 1000,
      signDate: '2026-01-05',
      // 专利部: its head, 陈晓东, approves first.
      sysOrgCode: 'A01A01',
      iprContractPlanList: [{ period: 1, planName: '全款', planDate: '2026-01-10', planAmount: 1000 }],
    })
    const head = await tokenOf('chenxiaodong')

    // 撤回 while nobody has decided: cancelled (4), the contract 待提交 again, the head's task gone.
    expect(await submit()).toMatchObject({ success: true })
    const withdrawn = await todoOf(head)
    expect(withdrawn).toMatchObject({ name: '部门经理审批', assigneeName: '陈晓东' })
    expect(await send('/act/task/callBackProcess', 'PUT', { processInstanceId: withdrawn.instanceId })).toMatchObject({
      success: true,
    })
    expect(instanceOf(withdrawn.instanceId).result).toBe(4)
    expect(contract().bpmStatus).toBe('1')
    const late = { taskId: withdrawn.id, processModel: 1, reason: '同意' }
    expect(await send('/act/task/processComplete', 'POST', late, head)).toMatchObject({ message: '该任务已被处理' })

    // 退回: never to a node the instance did not pass; to the starter it ends sent back (5).
    await submit()
    const sentBack = await todoOf(head)
    const back = (node: string) =>
      send(
        '/act/task/processComplete',
        'POST',
        { taskId: sentBack.id, processModel: 3, reason: '补充附件', rejectModelNode: node },
        head,
      )
    expect(await back('financeApprove')).toMatchObject({ success: false, message: '只能退回到流程已经过的节点' })
    expect(await back('start')).toMatchObject({ success: true })
    expect(instanceOf(sentBack.instanceId).result).toBe(5)
    expect(contract().bpmStatus).toBe('1')

    // The starter corrects and submits again; 转办 to a frozen user is refused; the head approves.
    expect(await send('/ipr/contract/edit', 'PUT', { id: contract().id, remark: '已补充附件' })).toMatchObject({
      success: true,
    })
    await submit()
    const again = await todoOf(head)
    expect(
      await send('/act/processInstance/reassign', 'PUT', { taskId: again.id, userName: 'wangwu' }, head),
    ).toMatchObject({
      success: false,
      message: '用户「王五」已冻结，不能接收任务',
    })
    await send('/act/task/processComplete', 'POST', { taskId: again.id, processModel: 1, reason: '同意' }, head)
    expect(await send('/act/task/callBackProcess', 'PUT', { processInstanceId: again.instanceId })).toMatchObject({
      message: '流程已被审批处理，不能撤回',
    })

    // 财务: the first to claim holds the task; the node lets its approver change the remark only.
    const [first, second] = [await tokenOf('caolihua'), await tokenOf('pengyuhang')]
    const offered = await todoOf(second)
    expect(offered).toMatchObject({ name: '财务审批', assigneeName: '' })
    expect(await send('/act/task/claim', 'PUT', { taskId: offered.id }, first)).toMatchObject({ success: true })
    expect(await send('/act/task/claim', 'PUT', { taskId: offered.id }, second)).toMatchObject({
      message: '该任务已被处理',
    })
    expect(await todoOf(second)).toBeUndefined()
    const info = await send(`/act/task/getProcessTaskTransInfo?taskId=${offered.id}`, 'GET', undefined, first)
    expect(info.result).toMatchObject({
      formUrl: 'ipr/ContractList',
      businessId: contract().id,
      editableFields: ['remark'],
    })
    expect(info.result.backNodes.map((node: { id: string }) => node.id)).toEqual(['deptApprove', 'start'])
    const approve = {
      taskId: offered.id,
      processModel: 1,
      reason: '同意',
      values: { remark: '财务已核', contractName: '改名' },
    }
    expect(await send('/act/task/processComplete', 'POST', approve, first)).toMatchObject({ success: true })
    expect(contract()).toMatchObject({ bpmStatus: '3', remark: '财务已核', contractName: '审批测试合同' })

    // Approved: an edit through the API is refused and nothing is saved.
    expect(await send('/ipr/contract/edit', 'PUT', { id: contract().id, contractName: '改名' })).toMatchObject({
      success: false,
      message: '该数据已发起流程审批，不允许修改！',
    })
    expect(contract().contractName).toBe('审批测试合同')
  })
})
