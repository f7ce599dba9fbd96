import { failure, ok, succeed } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import { readableRow } from '../../kernel/crud/table-access'
import type { Route } from '../../kernel/routes/route'
import { APPROVABLE } from './approvable'
import { tellTaskWaiting } from './messages'
import { choosesAssignee } from './chosen'
import { boundFirstTask, startInstance } from './start'
import { bpmTables, page } from './tables'
import { instanceView, taskView } from './views'

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
    // 提交审批 asks the starter for the first node's assignee when its rule is 发起人选择: which node, or null.
    path: '/act/process/extActProcess/getStartChoice',
    methods: ['GET'],
    handle(context) {
      const bound = boundFirstTask(context.db, context.requiredParam('flowCode'))
      const choosing = bound && choosesAssignee(bound.model.xml, bound.first.id)
      return ok(choosing ? { id: bound.first.id, name: bound.first.name } : null)
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
  {
    // The approval trail of one business row, every submission's tasks oldest first (a record page's 审批记录): the
    // real module keeps these in act_hi_taskinst and its comments; the endpoint name is ours, JeecgBoot's not found.
    // Only a user who may read the row (its list's data rules, as queryById) reads its trail.
    path: '/act/process/extActProcess/getBizHisTaskList',
    methods: ['GET'],
    handle(context) {
      const flowCode = context.requiredParam('flowCode')
      const dataId = context.requiredParam('dataId')
      if (!APPROVABLE[flowCode] || !readableRow(context, flowCode, dataId)) return failure('未找到对应数据')
      const { instances, tasks } = bpmTables(context.db)
      const ofRow = instances.list((row) => row.businessTable === flowCode && row.businessId === dataId)
      const ids = new Set(ofRow.map((instance) => instance.id))
      const trail = tasks.list((task) => ids.has(task.instanceId)).map((task) => taskView(task, ofRow))
      // A trail is read whole unless a page is asked for.
      const query = new URLSearchParams(context.query)
      if (!query.has('pageSize')) query.set('pageSize', String(Math.max(1, trail.length)))
      return ok(page(trail, query))
    },
  },
]
