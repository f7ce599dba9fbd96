import { failure, ok, succeed } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import type { Route } from '../../kernel/routes/route'
import { decide } from './decide'
import { mine, openTaskFor } from './task-access'
import { bpmTables, page } from './tables'
import { RESULT } from './task-flow'
import { taskView } from './views'

/** The signed-in user's to-do tasks (held, or offered to them to claim), a page of them. */
const todoRoute = (path: string): Route => ({
  path,
  methods: ['GET'],
  handle({ db, user, query }) {
    const { tasks, instances } = bpmTables(db)
    const rows = tasks.list((task) => task.endTime === null && mine(task, user?.username))
    return ok(
      page(
        rows.map((task) => taskView(task, instances.list())),
        query,
      ),
    )
  },
})

/**
 * The signed-in user's to-do and done tasks; 签收; the legacy 办理. The to-do list answers at `/act/task/list` too,
 * where JeecgBoot's public workflow views read "my tasks".
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
    // 签收: the first candidate to take a task holds it; the others no longer see it.
    path: '/act/task/claim',
    methods: ['PUT', 'POST'],
    async handle({ db, user, body }) {
      const json = await body()
      const found = openTaskFor(db, textOf(json.taskId ?? json.id), user?.username, { claiming: true })
      if ('error' in found) return found.error
      const { tasks } = bpmTables(db)
      const holder = db.table('sys_user').first((row) => row.username === user!.username)
      tasks.update(found.task.id, {
        assigneeUsername: user!.username,
        assigneeName: textOf(holder?.realname),
        assigneeDeptName: found.task.assigneeDeptName,
      })
      return succeed('签收成功')
    },
  },
  {
    // The first list's 办理 (通过 2 / 不通过 3), kept for clients of the older task list.
    path: '/act/task/complete',
    methods: ['POST'],
    async handle({ backend, user, body }) {
      const json = await body()
      const result = Number(json.result)
      if (result !== RESULT.approved && result !== RESULT.rejected) return failure('请选择审批结果')
      return decide(backend, user?.username, {
        taskId: textOf(json.id),
        processModel: result === RESULT.approved ? 1 : 2,
        reason: textOf(json.reason),
        requireReason: true,
      })
    },
  },
]
