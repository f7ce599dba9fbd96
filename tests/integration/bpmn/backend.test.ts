// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, tokenOf, serveSignedInAdmin } from '../mocks/support'

const backend = createTestServer()
const token = serveSignedInAdmin(backend)

const xml = (key: string, name: string) =>
  `<?xml version="1.0"?><bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"><bpmn2:process id="${key}" name="${name}" /></bpmn2:definitions>`

describe('workflow models', () => {
  it('adds, lists, reads the XML of, edits and deletes a model', async () => {
    const added = await call('/act/process/models/add', {
      method: 'POST',
      token: token(),
      body: { key: 'trip', name: '出差', flavour: 'flowable', xml: xml('trip', '出差') },
    })
    expect(added.body).toMatchObject({ success: true, result: { key: 'trip', name: '出差', flavour: 'flowable' } })
    expect(added.body.result).not.toHaveProperty('xml')
    const id = added.body.result.id

    const listed = await call(`/act/process/models/list?pageNo=1&pageSize=10&name=*出差*`, { token: token() })
    expect(listed.body.result).toMatchObject({ total: 1, records: [{ id, key: 'trip' }] })
    expect((await call(`/act/process/models/getXml?id=${id}`, { token: token() })).body.result).toBe(
      xml('trip', '出差'),
    )

    const edited = await call('/act/process/models/edit', {
      method: 'PUT',
      token: token(),
      body: { id, key: 'trip', name: '出差审批', flavour: 'flowable', xml: xml('trip', '出差审批') },
    })
    expect(edited.body).toMatchObject({ success: true, result: { name: '出差审批' } })
    expect((await call(`/act/process/models/queryById?id=${id}`, { token: token() })).body.result.name).toBe('出差审批')

    expect((await call(`/act/process/models/delete?id=${id}`, { method: 'DELETE', token: token() })).body.success).toBe(
      true,
    )
    expect((await call(`/act/process/models/queryById?id=${id}`, { token: token() })).body).toMatchObject({
      success: false,
      message: '未找到对应数据',
    })
  })

  it('refuses a duplicate key, a changed key and a model without key or name', async () => {
    const first = await call('/act/process/models/add', {
      method: 'POST',
      token: token(),
      body: { key: 'dup', name: 'A', flavour: 'camunda', xml: xml('dup', 'A') },
    })
    const again = await call('/act/process/models/add', {
      method: 'POST',
      token: token(),
      body: { key: 'dup', name: 'B', flavour: 'camunda', xml: xml('dup', 'B') },
    })
    expect(again.body).toMatchObject({ success: false, message: '流程标识 dup 已存在' })
    const rekeyed = await call('/act/process/models/edit', {
      method: 'PUT',
      token: token(),
      body: { id: first.body.result.id, key: 'other', name: 'A', flavour: 'camunda', xml: xml('other', 'A') },
    })
    expect(rekeyed.body).toMatchObject({ success: false, message: '已保存的模型不能修改流程标识' })
    const nameless = await call('/act/process/models/add', {
      method: 'POST',
      token: token(),
      body: { key: 'x', name: '', flavour: 'camunda', xml: xml('x', '') },
    })
    expect(nameless.body.success).toBe(false)
    expect(nameless.body.message).toContain('流程名称不能为空')
  })
})

describe('process instances and tasks', () => {
  it('serves the seeded instance detail the status viewer draws', async () => {
    const instances = (await call('/act/process/instance/list?pageSize=50', { token: token() })).body.result
      .records as {
      id: string
      name: string
      result: number
    }[]
    // The eight leave requests, and six business approvals in progress (two contracts, an invoice, a requisition, two
    // claims).
    expect(instances.map((instance) => instance.result).sort()).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 3, 4])
    const running = instances.find((instance) => instance.name === '请假申请-1')!
    const { result } = (await call(`/act/process/instance/detail?id=${running.id}`, { token: token() })).body
    expect(result).toMatchObject({ flavour: 'camunda', instance: { result: 1, startUser: { nickname: '管理员' } } })
    expect(result.xml).toContain('id="hrApprove"')
    expect(
      result.activities.map((activity: { key: string; endTime: string | null }) => [
        activity.key,
        activity.endTime === null,
      ]),
    ).toEqual([
      ['start', false],
      ['managerApprove', false],
      ['hrApprove', true],
    ])
    expect(
      result.tasks.map((task: { definitionKey: string; result: number }) => [task.definitionKey, task.result]),
    ).toEqual([
      ['managerApprove', 2],
      ['hrApprove', 1],
    ])
  })

  it("lists the signed-in user's to-do and done tasks", async () => {
    const todo = (await call('/act/task/todo/list', { token: await tokenOf('jeecg') })).body.result
    expect(todo.records).toEqual([
      expect.objectContaining({ name: '人事审批', endTime: null, assigneeName: '周晓雯', instanceName: '请假申请-1' }),
    ])
    const done = (await call('/act/task/done/list', { token: token() })).body.result
    // The four leave decisions, and the first steps of the seeded business approvals department heads started: a head
    // does not approve their own request, the company's head (the administrator) does.
    const closed = backend.db
      .table('act_task')
      .list((task) => task.assigneeUsername === 'admin' && task.endTime !== null)
    expect(done.total).toBe(closed.length)
    const names = done.records.map((task: { instanceName: string }) => task.instanceName)
    expect(names.filter((name: string) => name.startsWith('请假申请'))).toHaveLength(4)
    expect(
      done.records.every(
        (task: { assigneeName: string; endTime: string | null }) =>
          task.assigneeName === '管理员' && task.endTime !== null,
      ),
    ).toBe(true)
  })
})
