import type { Database } from './db'
import type { FileBytes } from './services/file-bytes'
import type { SmsOutbox } from './services/sms'
import type { SocketHub } from './socket/hub'
import type { VxeHub } from './socket/vxe-hub'

/** The state every handler works on, whichever runtime hosts it. */
export interface BackendCore {
  db: Database
  hub: SocketHub
  /** The editable tables' shared socket `/vxeSocket/{userId}/{pageId}`. */
  vxeHub: VxeHub
  sms: SmsOutbox
  /** The bytes of uploaded files. */
  files: FileBytes
  /** The scheduled jobs' code by class name, from every area. */
  jobs: JobRegistry
  /** Reseeds the database, empties the SMS outbox and forgets uploaded files (sessions go with the database). */
  reset: () => void
}

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
