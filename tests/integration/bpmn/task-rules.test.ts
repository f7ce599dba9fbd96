// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { userTaskOf } from '@mocks/areas/bpm/user-task'
import { readTaskRules, writeTaskRules, type TaskRule } from '@/pages/bpm/task-rules'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
const send = async (path: string, method = 'GET', body?: unknown, token = admin()): Promise<any> =>
  (await call(path, { method, body, token })).body

const model = () => db.table('act_model').first((row) => row.key === 'ipr_loan_approval')!

/** Saves a rule on the loan process's first node as the model page does: the XML rewritten, sent to the edit endpoint. */
async function saveFirstRule(rule: Pick<TaskRule, 'kind' | 'values'>) {
  const { id, key, name, flavour, xml } = model()
  const first = readTaskRules(String(xml))[0]
  const written = writeTaskRules(String(xml), 'camunda', [{ ...first, ...rule }])
  expect(await send('/act/process/models/edit', 'PUT', { id, key, name, flavour, xml: written })).toMatchObject({
    success: true,
  })
  // The designer's task section and the engine read the rule back as the editor wrote it.
  expect(readTaskRules(String(model().xml))[0]).toMatchObject(rule)
  return first
}

let serial = 0
/** 刘芳 (专利代理一组, led from 专利部 by 陈晓东) drafts a loan and submits it: the answer and the loan's open task. */
async function submitLoan(token: string, extra: Record<string, unknown> = {}) {
  const loanReason = `分配规则测试-${++serial}-${Math.round(Math.random() * 1e9)}`
  await send('/ipr/loan/add', 'POST', { loanDate: '2026-05-06', loanAmount: 300, loanReason }, token)
  const id = String(db.table('ipr_loan').first((row) => row.loanReason === loanReason)!.id)
  const answer = await send(
    '/act/process/extActProcess/startMutilProcess',
    'POST',
    { flowCode: 'ipr_loan', id, ...extra },
    token,
  )
  const instance = db
    .table('act_instance')
    .list((row) => row.businessTable === 'ipr_loan' && row.businessId === id)
    .at(-1)
  const task = instance && db.table('act_task').first((row) => row.instanceId === instance.id && row.endTime === null)
  return { answer, id, task }
}

/** The usernames a task is offered to, sorted. */
const candidatesOf = (task: Record<string, unknown> | undefined) => String(task?.candidates).split(',').sort()

const membersOf = (orgCode: string) => {
  const depart = db.table('sys_depart').first((row) => row.orgCode === orgCode)!
  const ids = new Set(
    db
      .table('sys_user_depart')
      .list((link) => link.depId === depart.id)
      .map((link) => link.userId),
  )
  return db
    .table('sys_user')
    .list((user) => ids.has(user.id) && user.status === 1)
    .map((user) => user.username)
}

describe('task-assignment rules of the model page', () => {
  it('routes a new instance’s first task by each rule kind, stored in the attributes the designer writes', async () => {
    const liufang = await tokenOf('liufang')
    const node = await saveFirstRule({ kind: 'users', values: ['hejunjie'] })
    expect(userTaskOf(String(model().xml), node.id)).toMatchObject({ candidateUsers: ['hejunjie'] })
    expect((await submitLoan(liufang)).task).toMatchObject({ assigneeUsername: 'hejunjie' })

    await saveFirstRule({ kind: 'users', values: ['hejunjie', 'zhangsan'] })
    expect((await submitLoan(liufang)).task).toMatchObject({ assigneeUsername: '', candidates: 'hejunjie,zhangsan' })

    await saveFirstRule({ kind: 'roles', values: ['finance'] })
    expect(candidatesOf((await submitLoan(liufang)).task)).toEqual(['caolihua', 'pengyuhang', 'zengshihan'].sort())

    await saveFirstRule({ kind: 'starterLeader', values: [] })
    expect(userTaskOf(String(model().xml), node.id)?.assignee).toBe('${initiatorLeader}')
    expect((await submitLoan(liufang)).task).toMatchObject({ assigneeUsername: 'chenxiaodong' })

    await saveFirstRule({ kind: 'dept', values: ['A01A04'] })
    const legal = membersOf('A01A04')
    expect(legal.length).toBeGreaterThan(1)
    expect(candidatesOf((await submitLoan(liufang)).task)).toEqual(legal.sort())

    // An expression over the record: the loan's createBy holds its author's username.
    await saveFirstRule({ kind: 'expression', values: ['createBy'] })
    expect(userTaskOf(String(model().xml), node.id)?.assignee).toBe('${createBy}')
    expect((await submitLoan(liufang)).task).toMatchObject({ assigneeUsername: 'liufang' })

    await saveFirstRule({ kind: 'starter', values: [] })
    expect(userTaskOf(String(model().xml), node.id)).toMatchObject({ candidateUsers: [], candidateGroups: [] })
    expect((await submitLoan(liufang)).task).toMatchObject({ assigneeUsername: 'liufang' })
  })

  it('lets the first candidate claim (签收) a task; the second is told it was handled', async () => {
    await saveFirstRule({ kind: 'roles', values: ['finance'] })
    const { task } = await submitLoan(await tokenOf('liufang'))
    const [first, second] = [await tokenOf('pengyuhang'), await tokenOf('zengshihan')]
    expect(await send('/act/task/claim', 'PUT', { taskId: task!.id }, first)).toMatchObject({ success: true })
    expect(await send('/act/task/claim', 'PUT', { taskId: task!.id }, second)).toMatchObject({
      success: false,
      message: '该任务已被处理',
    })
    const decision = { taskId: task!.id, processModel: 1, reason: '同意' }
    expect(await send('/act/task/processComplete', 'POST', decision, second)).toMatchObject({
      success: false,
      message: '该任务已被处理',
    })
    const todo = (await send('/act/task/todo/list?pageSize=500', 'GET', undefined, second)).result.records
    expect(todo.map((row: { id: string }) => row.id)).not.toContain(task!.id)
    expect(await send('/act/task/processComplete', 'POST', decision, first)).toMatchObject({ success: true })
  })

  it('asks the starter, then the approver, for the assignee of a node whose rule is 发起人选择', async () => {
    const { id, key, name, flavour, xml } = model()
    const rules = readTaskRules(String(xml)).map((rule) => ({ ...rule, kind: 'starterChooses' as const, values: [] }))
    await send('/act/process/models/edit', 'PUT', {
      id,
      key,
      name,
      flavour,
      xml: writeTaskRules(String(xml), 'camunda', rules),
    })
    expect(await send('/act/process/extActProcess/getStartChoice?flowCode=ipr_loan')).toMatchObject({
      result: { id: rules[0].id, name: rules[0].name },
    })
    expect(await send('/act/process/extActProcess/getStartChoice?flowCode=ipr_contract')).toMatchObject({
      result: null,
    })

    const liufang = await tokenOf('liufang')
    const refused = await submitLoan(liufang)
    expect(refused.answer).toMatchObject({ success: false, message: '请选择下一步审批人' })
    expect(db.table('ipr_loan').get(refused.id)!.bpmStatus).toBe('1')
    expect((await submitLoan(liufang, { nextUserName: 'wangwu' })).answer).toMatchObject({
      success: false,
      message: '所选审批人不存在或已冻结',
    })
    const { answer, task } = await submitLoan(liufang, { nextUserName: 'hejunjie' })
    expect(answer).toMatchObject({ success: true })
    expect(task).toMatchObject({ assigneeUsername: 'hejunjie', name: rules[0].name })

    const hejunjie = await tokenOf('hejunjie')
    const info = await send(`/act/task/getProcessTaskTransInfo?taskId=${task!.id}`, 'GET', undefined, hejunjie)
    expect(info.result.chooseNext).toEqual({ id: rules[1].id, name: rules[1].name })
    const decision = { taskId: task!.id, processModel: 1, reason: '同意' }
    expect(await send('/act/task/processComplete', 'POST', decision, hejunjie)).toMatchObject({
      success: false,
      message: '请选择下一步审批人',
    })
    const chosen = { ...decision, nextUserName: 'yangfan' }
    expect(await send('/act/task/processComplete', 'POST', chosen, hejunjie)).toMatchObject({ success: true })
    const next = db.table('act_task').first((row) => row.instanceId === task!.instanceId && row.endTime === null)
    expect(next).toMatchObject({ name: rules[1].name, assigneeUsername: 'yangfan' })
  })

  it('keeps the files an approver attaches with the decision, in the record’s approval trail', async () => {
    await saveFirstRule({ kind: 'users', values: ['hejunjie'] })
    const { id, task } = await submitLoan(await tokenOf('liufang'))
    const hejunjie = await tokenOf('hejunjie')
    const fileList = 'bpm/出差计划_1.pdf,bpm/预算_2.xlsx'
    // 驳回 ends the instance whatever the next node's rule: the files stay with the decision.
    const decision = { taskId: task!.id, processModel: 2, reason: '不同意，见附件', fileList }
    expect(await send('/act/task/processComplete', 'POST', decision, hejunjie)).toMatchObject({ success: true })
    const trail = await send(`/act/process/extActProcess/getBizHisTaskList?flowCode=ipr_loan&dataId=${id}`)
    expect(trail.result.records[0]).toMatchObject({ reason: '不同意，见附件', files: fileList })
  })
})
