// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, tokenOf } from '../mocks/support'
import { serveInTests } from '../../support/msw'

const backend = createTestServer()
let admin: string

serveInTests(backend.server)
// A reset forgets sessions too, so each test signs in again.
beforeEach(async () => {
  admin = await tokenOf('admin')
})
afterEach(() => backend.reset())

interface TaskRow {
  id: string
  instanceId: string
  instanceName: string
  definitionKey: string
  result: number
  endTime: string | null
}

const todo = async (token = admin) =>
  (await call('/act/task/todo/list?pageNo=1&pageSize=50', { token })).body.result.records as TaskRow[]
const detail = async (id: string) => (await call(`/act/process/instance/detail?id=${id}`, { token: admin })).body.result
const complete = (body: Record<string, unknown>, token = admin) =>
  call('/act/task/complete', { method: 'POST', token, body })

describe('dealing with to-do tasks', () => {
  it('gives the manager a to-do task in every state the deal rule tells apart', async () => {
    expect((await todo()).map((task) => task.result).sort()).toEqual([1, 3, 4, 5, 6])
  })

  it('refuses tasks in progress, rejected or cancelled, and tasks of someone else', async () => {
    const tasks = await todo()
    for (const result of [1, 3, 4]) {
      const answer = await complete({ id: tasks.find((task) => task.result === result)!.id, result: 2, reason: '同意' })
      expect(answer.body).toMatchObject({ success: false, message: '当前任务状态不可办理' })
    }
    const [hrTask] = await todo(await tokenOf('jeecg'))
    expect((await complete({ id: hrTask.id, result: 2, reason: '同意' })).body).toMatchObject({
      success: false,
      message: '未找到对应的待办任务',
    })
  })

  it('wants a result and a reason', async () => {
    const task = (await todo()).find((row) => row.result === 6)!
    expect((await complete({ id: task.id, result: 5, reason: '同意' })).body.message).toBe('请选择审批结果')
    expect((await complete({ id: task.id, result: 2, reason: ' ' })).body.message).toBe('审批意见不能为空')
  })

  it('approving moves the instance to the next user task, which the viewer then shows pending', async () => {
    const task = (await todo()).find((row) => row.result === 6)!
    expect((await complete({ id: task.id, result: 2, reason: '同意' })).body).toMatchObject({
      success: true,
      message: '办理成功！',
    })
    expect((await todo()).map((row) => row.id)).not.toContain(task.id)
    const done = (await call('/act/task/done/list?pageNo=1&pageSize=50', { token: admin })).body.result
      .records as TaskRow[]
    expect(done.find((row) => row.id === task.id)).toMatchObject({ result: 2, reason: '同意' })

    const { instance, tasks, activities } = await detail(task.instanceId)
    expect(instance).toMatchObject({ result: 1, endTime: null })
    expect(tasks.map((row: TaskRow) => [row.definitionKey, row.result, row.endTime === null])).toEqual([
      ['managerApprove', 2, false],
      ['hrApprove', 6, true],
    ])
    expect(activities.map((row: { key: string; endTime: string | null }) => [row.key, row.endTime === null])).toEqual([
      ['start', false],
      ['managerApprove', false],
      ['hrApprove', true],
    ])
  })

  it('a sent-back task returns to its approver; approving the last task ends the instance at the end event', async () => {
    const task = (await todo()).find((row) => row.result === 5)!
    await complete({ id: task.id, result: 2, reason: '已补充材料' })
    const hrToken = await tokenOf('jeecg')
    const hrTask = (await todo(hrToken)).find((row) => row.instanceId === task.instanceId)!
    expect(hrTask).toMatchObject({ definitionKey: 'hrApprove', result: 6 })

    await complete({ id: hrTask.id, result: 2, reason: '已备案' }, hrToken)
    const approved = await detail(task.instanceId)
    expect(approved.instance.result).toBe(2)
    expect(approved.instance.endTime).not.toBeNull()
    expect(approved.activities.at(-1)).toMatchObject({ key: 'end' })
  })

  it('rejecting ends the instance rejected', async () => {
    const task = (await todo()).find((row) => row.result === 6)!
    await complete({ id: task.id, result: 3, reason: '请重新安排假期' })
    const rejected = await detail(task.instanceId)
    expect(rejected.instance.result).toBe(3)
    expect(rejected.instance.endTime).not.toBeNull()
  })
})

describe('process instance list', () => {
  it('filters by name and status', async () => {
    const rejected = (await call('/act/process/instance/list?result=3', { token: admin })).body.result
    expect(rejected.total).toBe(2)
    const named = (await call(`/act/process/instance/list?name=${encodeURIComponent('*申请-4*')}`, { token: admin }))
      .body.result.records
    expect(named).toEqual([
      expect.objectContaining({ name: '请假申请-4', startUserName: '周晓雯', startDeptName: '人事部' }),
    ])
  })
})

describe('form-design links', () => {
  it('lists the seeded links with dictionary texts and keeps form keys unique', async () => {
    const listed = (await call('/act/process/form/list?pageNo=1&pageSize=10', { token: admin })).body.result
    // The three forms of the leave process and the forms of the contract, claim, loan, salary, invoice, requisition
    // and refund approvals.
    expect(listed.total).toBe(10)
    const leave = listed.records.filter((row: { processKey: string }) => row.processKey === 'leave')
    expect(leave[0]).toMatchObject({ processKey: 'leave', processKey_dictText: '请假流程' })
    expect(leave.map((row: { formType_dictText: string }) => row.formType_dictText).sort()).toEqual([
      'Online表单',
      '自定义开发',
      '表单设计器',
    ])

    const body = {
      formName: '出差申请单',
      formKey: 'trip_apply',
      formType: '3',
      formUrl: 'modules/bpm/form/TripApplyForm',
      processKey: 'leave',
      status: '1',
    }
    expect((await call('/act/process/form/add', { method: 'POST', token: admin, body })).body.success).toBe(true)
    const again = await call('/act/process/form/add', { method: 'POST', token: admin, body })
    expect(again.body).toMatchObject({ success: false, message: '表单标识已存在' })
  })

  it('refuses writes to a user without the button permission', async () => {
    const answer = await call('/act/process/form/add', {
      method: 'POST',
      token: await tokenOf('jeecg'),
      body: { formName: 'x', formKey: 'x', formType: '1', formUrl: 'x', processKey: 'leave' },
    })
    expect(answer.body.success).toBe(false)
  })
})
