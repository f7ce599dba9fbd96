import { nextWallClockRun } from '../../../schemas/rules/quartz-next-runs'
import type { BackendCore } from '../backend-core'
import type { QuartzJob } from '../db/entities'
import { chinaParts, epochOfChinaParts } from '../db/time'
import { runJob, type RunTrigger } from './run-job'

/** `quartz_status`: 0 runs on its schedule, -1 is stopped. */
export const JOB_STATUS = { running: 0, stopped: -1 } as const

/** When the scheduler last looked at the clock (epoch ms), kept with the data so a reload knows what it missed. */
const CHECKED_AT = 'quartz:checkedAt'

export interface Scheduler {
  /**
   * Runs every running job with a fire time since the last look, once however many it missed (Quartz's default
   * misfire policy for a cron trigger: fire once now), on the firm's clock (GMT+8) and the database's clock. The
   * first look after a start catches up on what fell due while nothing ran; the very first look (a fresh seed) only
   * notes the time. Returns the number of runs.
   */
  tick(): number
}

/** Whether `expression` has a fire time in (after, upTo], read on the firm's wall clock. */
function firesBetween(expression: string, after: number, upTo: number): boolean {
  try {
    const next = nextWallClockRun(expression, chinaParts(after))
    return next !== null && epochOfChinaParts(next) <= upTo
  } catch {
    // An invalid expression never fires (the real scheduler would not have accepted the job).
    return false
  }
}

const isRunning = (job: QuartzJob) => job.status === JOB_STATUS.running && !job.delFlag

/**
 * The built-in backend's Quartz scheduler over `sys_quartz_job`, with the cron widget's own matcher. It has no timer:
 * the runtime that hosts the backend calls `tick` (the browser and the HTTP server every second; tests with their
 * own clock).
 */
export function createScheduler(backend: BackendCore): Scheduler {
  let started = false
  return {
    tick() {
      const { db } = backend
      const now = db.now()
      const checkedAt = db.kv.get<number>(CHECKED_AT)
      const trigger: RunTrigger = started ? '定时执行' : '补偿执行'
      started = true
      db.kv.set(CHECKED_AT, now)
      const due =
        checkedAt === undefined
          ? []
          : db
              .table('sys_quartz_job')
              .list((job) => isRunning(job) && firesBetween(job.cronExpression ?? '', checkedAt, now))
      for (const job of due) runJob(backend, job, trigger)
      db.flush()
      return due.length
    },
  }
}
