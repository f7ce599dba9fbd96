import { failure, ok, succeed } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import type { Route } from '../../kernel/routes/route'
import { APPROVABLE } from './approvable'
import { tellTaskWaiting } from './messages'
import { startInstance } from './start'
import { bpmTables } from './tables'
import { instanceView } from './views'

/**
 * `ExtActProcessController.startMutilProcess` of JeecgBoot's workflow module: 提交审批 of a list row starts the process
 * bound to the row's form, marks the row 处理中 and gives the first approval task to its assignee (我的待办).
 */
export const businessProcessRoutes: Route[] = [
  {
    path: '/act/process/extActProcess/startMutilProcess',
    methods: ['POST'],
    // The submit button code of the business list the form belongs to; an unknown form is refused by the handler.
    async permission(context) {
      return APPROVABLE[textOf((await context.body<Record<string, unknown>>()).flowCode)]?.permission
    },
    async handle(context) {
      const body = await context.body<Record<string, unknown>>()
      const started = startInstance(context.db, textOf(body.flowCode), textOf(body.id), context.user!.username, {
        chosen: textOf(body.nextUserName) || undefined,
      })
      if (typeof started === 'string') return failure(started)
      const { instance, task } = started
      tellTaskWaiting(context.backend, instance, task)
      return succeed('提交流程成功')
    },
  },
  {
    path: '/act/process/extActProcess/getInstanceByBusiness',
    methods: ['GET'],
    handle(context) {
      const flowCode = context.requiredParam('flowCode')
      const id = context.requiredParam('id')
      const instance = bpmTables(context.db)
        .instances.list((row) => row.businessTable === flowCode && row.businessId === id)
        .at(-1)
      return ok(instance ? instanceView(instance) : null)
    },
  },
]
