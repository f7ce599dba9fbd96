import type { Database } from '../../kernel/db/database'
import type { Row } from '../../kernel/db/table'
import type { Route } from '../../kernel/routes/route'
import { failure, succeed, type ResultBody } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import { tellTaskWaiting } from './messages'
import { openTaskFor } from './task-access'
import { bpmTables } from './tables'
import { closeTask, openTask, person, RESULT } from './task-flow'

/** The user a task is handed to: one who can sign in (a frozen or deleted account cannot work on it). */
function handoverTarget(db: Database, username: string, self: string | undefined): ResultBody<null> | undefined {
  const user = db.table<Row>('sys_user').first((row) => row.username === username && row.delFlag === 0)
  if (!user) return failure('请选择办理人')
  if (user.status !== 1) return failure(`用户「${textOf(user.realname)}」已冻结，不能接收任务`)
  if (username === self) return failure('不能交给自己办理')
  return undefined
}

type Body = Record<string, unknown>

/** 转办 (hand the task over for good), 委派 (a delegate decides first, then it comes back) and 加签 (before/after). */
export const handoverRoutes: Route[] = [
  {
    path: '/act/processInstance/reassign',
    methods: ['PUT', 'POST'],
    async handle({ backend, db, user, body }) {
      const json = await body<Body>()
      const found = openTaskFor(db, textOf(json.taskId), user?.username)
      if ('error' in found) return found.error
      const username = textOf(json.userName)
      const refused = handoverTarget(db, username, user?.username)
      if (refused) return refused
      const target = person(db, username)
      const { tasks, instances } = bpmTables(db)
      tasks.update(found.task.id, {
        assigneeUsername: target.username,
        assigneeName: target.name,
        assigneeDeptName: target.dept,
      })
      tellTaskWaiting(backend, instances.get(found.task.instanceId)!, tasks.get(found.task.id)!)
      return succeed('转办成功')
    },
  },
  {
    path: '/act/task/taskEntrust',
    methods: ['PUT', 'POST'],
    async handle({ backend, db, user, body }) {
      return handOver(backend, db, user?.username, await body<Body>(), 'before', '委派')
    },
  },
  {
    path: '/act/task/addSignTask',
    methods: ['POST'],
    async handle({ backend, db, user, body }) {
      const json = await body<Body>()
      return handOver(backend, db, user?.username, json, json.position === 'after' ? 'after' : 'before', '加签')
    },
  },
]

/**
 * Another user works on the node: before the holder (委派, 加签 before: the holder's task waits, result 1, and
 * comes back when they approve) or after the holder (加签 after: the holder's approval stands and the signer's
 * approval moves the instance on).
 */
function handOver(
  backend: Parameters<typeof openTask>[0],
  db: Database,
  self: string | undefined,
  json: Body,
  position: 'before' | 'after',
  verb: string,
): ResultBody<null> {
  const found = openTaskFor(db, textOf(json.taskId), self)
  if ('error' in found) return found.error
  const username = textOf(json.userName)
  const refused = handoverTarget(db, username, self)
  if (refused) return refused
  const { task } = found
  const { tasks, instances } = bpmTables(db)
  const instance = instances.get(task.instanceId)!
  const node = { id: task.definitionKey, name: `${task.name}（${verb}）` }
  if (position === 'after') {
    closeTask(db, task, RESULT.approved, textOf(json.reason).trim() || '同意')
    openTask(backend, instance, node, { assignee: username })
  } else {
    tasks.update(task.id, { result: RESULT.running })
    openTask(backend, instance, node, { assignee: username }, task.id)
  }
  return succeed(`${verb}成功`)
}
