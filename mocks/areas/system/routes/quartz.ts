import { logOperation, OPERATE_TYPE } from '../../../kernel/crud/audit'
import { quartzJobResource } from '../resources/quartz'
import { crudRoutes } from '../../../kernel/crud/routes'
import { formatDateTime } from '../../../kernel/db/time'
import { failure, okMessage } from '../../../kernel/services/result'
import type { RequestContext, Route } from '../../../kernel/routes/route'
import { runJob } from '../../../kernel/scheduler/run-job'
import { JOB_STATUS } from '../../../kernel/scheduler/scheduler'
import { cronRefusal } from '../resources/quartz'

function jobOf(context: RequestContext) {
  return context.db.table('sys_quartz_job').get(context.requiredParam('id'))
}

function statusRoute(path: string, status: number, message: string, verb: string): Route {
  return {
    path,
    methods: ['GET'],
    permission: quartzJobResource.permissions?.edit,
    handle(context) {
      const job = jobOf(context)
      if (!job) return failure('未找到对应实体')
      // The scheduler cannot take a trigger whose expression it cannot read (a row imported or written elsewhere).
      const refusal = status === JOB_STATUS.running ? cronRefusal(job.cronExpression) : undefined
      if (refusal) return refusal
      context.db
        .table('sys_quartz_job')
        .update(job.id, { status, updateBy: context.user!.username, updateTime: formatDateTime(context.db.now()) })
      logOperation(context, {
        content: `定时任务-${verb}：${job.jobClassName}`,
        operateType: OPERATE_TYPE.edit,
        controller: 'QuartzJobController',
        action: path.slice(path.lastIndexOf('/') + 1),
        param: { id: job.id },
      })
      return okMessage(message)
    },
  }
}

export const quartzRoutes: Route[] = [
  ...crudRoutes(quartzJobResource),
  statusRoute('/sys/quartzJob/pause', JOB_STATUS.stopped, '停止定时任务成功', '停止'),
  statusRoute('/sys/quartzJob/resume', JOB_STATUS.running, '恢复定时任务成功', '恢复'),
  {
    // Runs the job once now, whatever its schedule or status; the run writes its own log row beside this one.
    path: '/sys/quartzJob/execute',
    methods: ['GET'],
    permission: 'quartz:execute',
    handle(context) {
      const job = jobOf(context)
      if (!job) return failure('未找到对应实体')
      logOperation(context, {
        content: `定时任务-立即执行：${job.jobClassName}`,
        operateType: OPERATE_TYPE.edit,
        controller: 'QuartzJobController',
        action: 'execute',
        param: { id: job.id },
      })
      runJob(context.backend, job, '立即执行')
      return okMessage('执行成功!')
    },
  },
]
