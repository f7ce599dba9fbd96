import type { BackendCore } from '../../kernel/backend-core'
import type { Database } from '../../kernel/db/database'
import { formatDateTime } from '../../kernel/db/time'
import { failure, ok, succeed } from '../../kernel/services/result'
import type { ActInstance, ActTask } from './seed'
import type { Route } from '../../kernel/routes/route'
import { settleBusinessRow } from './business'
import { nextElement } from './next-element'
import { bpmTables, page } from './tables'
import { taskView } from './views'
import { textOf } from '../../kernel/services/text'
import { tellProcessDecided, tellTaskWaiting } from './messages'

/** A task in progress (1), rejected (3) or cancelled (4) cannot be dealt with: the task list hides its deal button. */
const NOT_DEALABLE = [1, 3, 4]
const APPROVED = 2
const REJECTED = 3
const TO_DO = 6

/**
 * The built-in backend has no assignment rules: the next user task goes to whoever last held that node in this
 * instance (a sent-back step returns to its approver), else to the instance's starter.
 */
function nextAssignee(
  db: Database,
  instance: ActInstance,
  key: string,
): Pick<ActTask, 'assigneeUsername' | 'assigneeName' | 'assigneeDeptName'> {
  const previous = bpmTables(db)
    .tasks.list((task) => task.instanceId === instance.id && task.definitionKey === key)
    .at(-1)
  if (previous)
    return {
      assigneeUsername: previous.assigneeUsername,
      assigneeName: previous.assigneeName,
      assigneeDeptName: previous.assigneeDeptName,
    }
  return {
    assigneeUsername: instance.startUsername,
    assigneeName: instance.startUserName,
    assigneeDeptName: instance.startDeptName,
  }
}

/** After a task is dealt with: a rejection ends the instance; an approval moves it to the next user task or the end. */
function advance(backend: BackendCore, task: ActTask, result: number): void {
  const { db } = backend
  const { models, instances, tasks, activities } = bpmTables(db)
  const instance = instances.get(task.instanceId)!
  const now = formatDateTime(db.now())
  if (result === REJECTED) {
    instances.update(instance.id, { result: REJECTED, endTime: now })
    settleBusinessRow(db, instance, REJECTED)
    tellProcessDecided(backend, instance, REJECTED)
    return
  }
  const next = nextElement(models.get(instance.modelId)?.xml ?? '', task.definitionKey)
  if (next?.type === 'endEvent') {
    activities.insert({ instanceId: instance.id, key: next.id, taskId: null, startTime: now, endTime: now })
    instances.update(instance.id, { result: APPROVED, endTime: now })
    settleBusinessRow(db, instance, APPROVED)
    tellProcessDecided(backend, instance, APPROVED)
  } else if (next?.type === 'userTask') {
    const created = tasks.insert({
      instanceId: instance.id,
      name: next.name,
      definitionKey: next.id,
      result: TO_DO,
      ...nextAssignee(db, instance, next.id),
      createTime: now,
      endTime: null,
      reason: null,
    })
    activities.insert({ instanceId: instance.id, key: next.id, taskId: created.id, startTime: now, endTime: null })
    tellTaskWaiting(backend, instance, created)
  }
}

/** The signed-in user's to-do tasks, a page of them. */
const todoRoute = (path: string): Route => ({
  path,
  methods: ['GET'],
  handle({ db, user, query }) {
    const { tasks, instances } = bpmTables(db)
    const rows = tasks.list((task) => task.endTime === null && task.assigneeUsername === user?.username)
    return ok(
      page(
        rows.map((task) => taskView(task, instances.list())),
        query,
      ),
    )
  },
})

/**
 * The signed-in user's to-do and done tasks, and dealing with a to-do task (办理). The to-do list answers at
 * `/act/task/list` too, where JeecgBoot's public workflow views read "my tasks".
 */
export const taskRoutes: Route[] = [
  todoRoute('/act/task/todo/list'),
  todoRoute('/act/task/list'),
  {
    path: '/act/task/done/list',
    methods: ['GET'],
    handle({ db, user, query }) {
      const { tasks, instances } = bpmTables(db)
      const rows = tasks.list((task) => task.endTime !== null && task.assigneeUsername === user?.username)
      return ok(
        page(
          rows.map((task) => taskView(task, instances.list())),
          query,
        ),
      )
    },
  },
  {
    path: '/act/task/complete',
    methods: ['POST'],
    async handle({ backend, db, user, body }) {
      const json = await body()
      const { tasks, activities } = bpmTables(db)
      const task = tasks.get(textOf(json.id))
      if (!task || task.endTime !== null || task.assigneeUsername !== user?.username)
        return failure('未找到对应的待办任务')
      if (NOT_DEALABLE.includes(task.result)) return failure('当前任务状态不可办理')
      const result = Number(json.result)
      if (result !== APPROVED && result !== REJECTED) return failure('请选择审批结果')
      const reason = textOf(json.reason).trim()
      if (!reason) return failure('审批意见不能为空')
      const now = formatDateTime(db.now())
      tasks.update(task.id, { result, reason, endTime: now })
      for (const visit of activities.list((activity) => activity.taskId === task.id && activity.endTime === null))
        activities.update(visit.id, { endTime: now })
      advance(backend, task, result)
      return succeed('办理成功！')
    },
  },
]
