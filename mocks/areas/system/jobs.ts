import type { JobHandler } from '../../kernel/backend-core'
import { formatDateTime } from '../../kernel/db/time'

/** The quartz module's two sample classes: they only log that they ran (and, for the second, their parameter). */
export const systemJobs: Readonly<Record<string, JobHandler>> = {
  'org.jeecg.modules.quartz.job.SampleJob': ({ backend }) => `SampleJob 执行时间：${formatDateTime(backend.db.now())}`,
  'org.jeecg.modules.quartz.job.SampleParamJob': ({ backend, parameter }) =>
    `SampleParamJob 参数：${parameter ?? ''}，执行时间：${formatDateTime(backend.db.now())}`,
}
