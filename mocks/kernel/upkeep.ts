import type { Database } from './db/database'
import { formatDate } from './db/time'

/** What an area brings up to date once the calendar has moved on (a state that depends on today's date). */
export type Upkeep = (db: Database) => void

/** The firm's day (GMT+8, yyyy-MM-dd) the upkeep last ran on, kept with the data. */
const UPKEEP_DAY = 'upkeep:day'

/**
 * The areas' upkeep as one function doing its work once per day of the firm's calendar: the route layer runs it before
 * the first request of a day, so a store that sat closed for days answers its first read as today has it, before any
 * scheduled job has had a chance to run.
 */
export function dailyUpkeep(works: readonly Upkeep[]): Upkeep {
  return (db) => {
    const today = formatDate(db.now())
    if (db.kv.get<string>(UPKEEP_DAY) === today) return
    for (const work of works) work(db)
    db.kv.set(UPKEEP_DAY, today)
  }
}
