import type { BackendCore } from '../backend-core'
import type { QuartzJob } from '../db/entities'
import { formatDateTime } from '../db/time'
import { addLog } from '../services/logs'

const LOG_TYPE_OPERATION = 2

/** How a run was started: on its schedule, by 立即执行, or at start-up for a fire time missed while nothing ran. */
export type RunTrigger = '定时执行' | '立即执行' | '补偿执行'

export interface JobRunResult {
  ok: boolean
  /** The handler's summary, or why the run failed. */
  text: string
}

/**
 * One run of a job, as the Quartz scheduler's worker thread runs the job class, logged as one operation log row
 * (日志管理 › 操作日志): the trigger, the job, its start and end, and its result or error. A class no area registers
 * fails like a class missing from the server's class path.
 */
export function runJob(backend: BackendCore, job: QuartzJob, trigger: RunTrigger): JobRunResult {
  const { db } = backend
  const startedAt = db.now()
  const handler = backend.jobs[job.jobClassName ?? '']
  let outcome: JobRunResult
  try {
    if (!handler) throw new Error(`找不到任务类：${job.jobClassName}`)
    outcome = { ok: true, text: handler({ backend, parameter: job.parameter ?? null }) }
  } catch (error) {
    outcome = { ok: false, text: error instanceof Error ? error.message : String(error) }
  }
  const endedAt = db.now()
  const name = job.description?.split('：')[0] || job.jobClassName
  addLog(db, {
    content:
      `定时任务-${trigger}：${name}，开始 ${formatDateTime(startedAt)}，结束 ${formatDateTime(endedAt)}，` +
      (outcome.ok ? `结果：${outcome.text}` : `失败：${outcome.text}`),
    logType: LOG_TYPE_OPERATION,
    ip: '127.0.0.1',
    job: { method: `${job.jobClassName}.execute()`, param: job.parameter ?? null, costTime: endedAt - startedAt },
  })
  return outcome
}
