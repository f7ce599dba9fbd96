import type { BackendCore } from '../backend-core'

/** What a job's `execute` gets: the backend it works on and the job's `parameter` column. */
export interface JobContext {
  backend: BackendCore
  parameter: string | null
}

/**
 * A Quartz `Job` class of the real server, as a function of the area that owns its work: it returns a one-line
 * summary of what it did (the run's log says it) and throws an Error when the run fails.
 */
export type JobHandler = (job: JobContext) => string

/** Job handlers by the class name a `sys_quartz_job` row names (`org.jeecg.modules.….SampleJob`). */
export type JobRegistry = Readonly<Record<string, JobHandler>>
