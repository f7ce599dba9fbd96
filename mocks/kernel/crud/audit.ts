import { formatDateTime } from '../db/time'
import type { RequestContext } from '../routes/route'
import { addLog } from '../services/logs'

const LOG_TYPE_OPERATION = 2

/** `CommonConstant.OPERATE_TYPE_*` by what the controller method does. */
export const OPERATE_TYPE = { list: 1, add: 2, edit: 3, delete: 4, import: 5, export: 6 } as const

/** `MyMetaObjectHandler.insertFill`: who and when, from the signed-in user. */
export function createdStamp(context: RequestContext): Record<string, unknown> {
  return { createBy: context.user?.username ?? null, createTime: formatDateTime(context.db.now()) }
}

/** `MyMetaObjectHandler.updateFill`. */
export function updatedStamp(context: RequestContext): Record<string, unknown> {
  return { updateBy: context.user?.username ?? null, updateTime: formatDateTime(context.db.now()) }
}

/** Controllers outside the system module: scheduled jobs and the demo module's one-to-many example. */
const OWN_PACKAGES: Record<string, string> = {
  QuartzJobController: 'org.jeecg.modules.quartz.controller',
  JeecgOrderMainController: 'org.jeecg.modules.demo.test.controller',
}
/** The agency's own controllers (`IprCaseController` …) live in their own module. */
const packageOf = (controller: string) =>
  OWN_PACKAGES[controller] ??
  (controller.startsWith('Ipr') ? 'org.jeecg.modules.ipr.controller' : 'org.jeecg.modules.system.controller')

/**
 * `AutoLogAspect`: one operation log row per write, naming the controller method the way the real
 * server does (`org.jeecg.modules.system.controller.SysPositionController.add()`).
 */
export function logOperation(
  context: RequestContext,
  entry: { content: string; operateType: number; controller: string; action: string; param?: unknown },
): void {
  addLog(context.db, {
    content: entry.content,
    logType: LOG_TYPE_OPERATION,
    operateType: entry.operateType,
    user: context.user,
    ip: context.ip,
    request: {
      url: context.url.pathname,
      type: context.request.method,
      method: `${packageOf(entry.controller)}.${entry.controller}.${entry.action}()`,
      param: entry.param === undefined ? null : JSON.stringify([entry.param]).slice(0, 2000),
    },
  })
}
