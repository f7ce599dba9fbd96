import { ASSIGN_STATUS, iprCaseAssignResource } from './resources/ipr-case'
import { reachableRow } from '../../kernel/crud/row-access'
import type { Row } from '../../kernel/db/table'
import { formatDateTime } from '../../kernel/db/time'
import { failure, succeed, type ResultBody } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import type { RequestContext, Route } from '../../kernel/routes/route'
import { taskGiven, taskReturned } from './messages'

type Body = Record<string, unknown>

const { waiting, working, done, sentBack, passedOn } = ASSIGN_STATUS

const STATUS_TEXT: Record<string, string> = {
  [waiting]: '待接收',
  [working]: '处理中',
  [done]: '已完成',
  [sentBack]: '已退回',
  [passedOn]: '已转派',
}

interface Transition {
  path: string
  /** States the task may be in. */
  from: readonly string[]
  /** Who may move it: the assignee, or whoever may assign tasks (the button code). */
  by: 'assignee' | { permission: string }
  action: string
  apply(task: Row, body: Body, context: RequestContext): Record<string, unknown> | ResultBody<null>
  message: string
  /** Whom the move tells (the message centre's event), once it is stored. */
  tell?(task: Row, body: Body, context: RequestContext): void
}

const now = (context: RequestContext) => formatDateTime(context.db.now())

/**
 * The assignment's state machine: 待接收 → 处理中 (accept) → 已完成 (finish); the assignee may send a task back
 * while it is 待接收 or 处理中; a task not yet done may be passed on to someone else (转派), which closes it and
 * opens a 待接收 copy for the new assignee.
 */
const TRANSITIONS: readonly Transition[] = [
  {
    path: 'accept',
    from: [waiting],
    by: 'assignee',
    action: '接收',
    apply: (_task, _body, context) => ({ assignStatus: working, acceptTime: now(context) }),
    message: '已接收任务',
  },
  {
    path: 'finish',
    from: [working],
    by: 'assignee',
    action: '完成',
    apply: (_task, _body, context) => ({ assignStatus: done, finishTime: now(context) }),
    message: '任务已完成',
  },
  {
    path: 'sendBack',
    from: [waiting, working],
    by: 'assignee',
    action: '退回',
    apply(_task, body) {
      const reason = textOf(body.reason).trim()
      return reason === '' ? failure('请填写退回原因') : { assignStatus: sentBack, returnReason: reason }
    },
    message: '任务已退回',
    tell: (task, body, context) =>
      taskReturned(context.backend, task, textOf(body.reason).trim(), context.user?.username ?? null),
  },
  {
    path: 'transfer',
    from: [waiting, working, sentBack],
    by: { permission: 'ipr:caseAssign:add' },
    action: '转派',
    apply(task, body, context) {
      const username = textOf(body.assignee)
      const assignee = context.db.table<Row>('sys_user').first((user) => user.username === username)
      if (!assignee) return failure('请选择新的承办人')
      if (username === task.assignee) return failure('新承办人与原承办人相同')
      const passed = context.db.table<Row>('ipr_case_assign').insert({
        ...task,
        id: context.db.nextId(),
        assigner: context.user?.username ?? null,
        assignee: username,
        assigneeDept: assignee.orgCode ?? null,
        assignTime: now(context),
        assignStatus: waiting,
        acceptTime: null,
        finishTime: null,
        returnReason: null,
        remark: textOf(body.remark) || task.remark,
        createBy: context.user?.username ?? null,
        createTime: now(context),
        updateBy: null,
        updateTime: null,
      })
      const cases = context.db.table<Row>('ipr_case')
      const handled = cases.get(String(task.caseId))
      if (handled && handled.handler === task.assignee)
        cases.update(handled.id, { handler: username, dept: assignee.orgCode ?? handled.dept })
      taskGiven(context.backend, passed, 'transferred', context.user?.username ?? null)
      return { assignStatus: passedOn }
    },
    message: '任务已转派',
  },
]

const isRefusal = (value: Record<string, unknown> | ResultBody<null>): value is ResultBody<null> =>
  typeof value.success === 'boolean' && 'timestamp' in value

/** `IprCaseAssignController` accept / finish / sendBack / transfer, each PUT with the task's id. */
export const caseAssignTransitionRoutes: Route[] = TRANSITIONS.map((transition) => ({
  path: `${iprCaseAssignResource.basePath}/${transition.path}`,
  methods: ['PUT'],
  // Only the assignee may accept, finish or send back their task (checked below); a transfer needs the button code.
  permission: transition.by === 'assignee' ? undefined : transition.by.permission,
  async handle(context) {
    const body = await context.body<Body>()
    const tasks = context.db.table<Row>('ipr_case_assign')
    // A task outside the user's data rules is not found, as on the list.
    const task = reachableRow(iprCaseAssignResource, context, textOf(body.id))
    if (!task) return failure('未找到对应分配任务')
    if (transition.by === 'assignee' && task.assignee !== context.user?.username)
      return failure(`只有承办人本人可以${transition.action}该任务`)
    const status = textOf(task.assignStatus)
    if (!transition.from.includes(status))
      return failure(`任务当前为「${STATUS_TEXT[status] ?? status}」，不能${transition.action}`)
    const patch = transition.apply(task, body, context)
    if (isRefusal(patch)) return patch
    const moved = tasks.update(task.id, {
      ...patch,
      updateBy: context.user?.username ?? null,
      updateTime: now(context),
    })!
    transition.tell?.(moved, body, context)
    return succeed(transition.message)
  },
}))
