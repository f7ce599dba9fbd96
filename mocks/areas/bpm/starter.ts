import type { Route } from '../../kernel/routes/route'
import { failure, ok, succeed, type ResultBody } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import { tellTaskWaiting } from './messages'
import type { ActInstance } from './seed'
import { bpmTables, like, page } from './tables'
import { endInstance, RESULT } from './task-flow'
import { instanceView } from './views'

type Body = Record<string, unknown>

/** The starter's own instance, still running. */
function runningOwn(
  db: Parameters<typeof bpmTables>[0],
  id: string,
  username: string | undefined,
): { instance: ActInstance } | { error: ResultBody<null> } {
  const instance = bpmTables(db).instances.get(id)
  if (!instance || instance.startUsername !== username) return { error: failure('未找到对应的流程') }
  if (instance.result !== RESULT.running) return { error: failure('流程已结束') }
  return { instance }
}

/** What the starter does with their instances: 我发起的, 撤回 and 催办. */
export const starterRoutes: Route[] = [
  {
    path: '/act/task/myApplyProcessList',
    methods: ['GET'],
    handle({ db, user, query }) {
      const { instances, tasks } = bpmTables(db)
      const result = query.get('result')
      const current = (instance: ActInstance) =>
        tasks
          .list((task) => task.instanceId === instance.id && task.endTime === null)
          .map((task) => task.name)
          .join('、')
      const rows = instances
        .list(
          (instance) =>
            instance.startUsername === user?.username &&
            like(instance.name, query.get('name')) &&
            (!result || String(instance.result) === result),
        )
        .reverse()
        .map((instance) => ({ ...instanceView(instance), currentTaskName: current(instance) }))
      return ok(page(rows, query))
    },
  },
  {
    // 撤回: only while no approver has decided anything yet; the record goes back to 待提交.
    path: '/act/task/callBackProcess',
    methods: ['PUT', 'POST'],
    async handle({ backend, db, user, body }) {
      const json = await body<Body>()
      const found = runningOwn(db, textOf(json.processInstanceId), user?.username)
      if ('error' in found) return found.error
      const decided = bpmTables(db).tasks.first(
        (task) => task.instanceId === found.instance.id && task.endTime !== null,
      )
      if (decided) return failure('流程已被审批处理，不能撤回')
      endInstance(backend, found.instance, RESULT.cancelled)
      return succeed('撤回成功')
    },
  },
  {
    // 催办: the current assignees (or the candidates of an unclaimed task) hear again that it waits.
    path: '/act/process/extActTaskNotification/taskNotification',
    methods: ['POST'],
    async handle({ backend, db, user, body }) {
      const json = await body<Body>()
      const found = runningOwn(db, textOf(json.processInstanceId), user?.username)
      if ('error' in found) return found.error
      for (const task of bpmTables(db).tasks.list(
        (task) => task.instanceId === found.instance.id && task.endTime === null && task.result !== RESULT.running,
      ))
        tellTaskWaiting(backend, found.instance, task)
      return succeed('催办成功')
    },
  },
]
