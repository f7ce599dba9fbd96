import type { Database } from '../../../kernel/db/database'
import { DAY_MS, parseDateTime, startOfChinaDay } from '../../../kernel/db/time'
import { textOf } from '../../../kernel/services/text'

/** Days from the firm's today to a `yyyy-MM-dd` date (negative once it has passed); null for no or a bad date. */
export function daysUntil(db: Database, date: unknown): number | null {
  const due = parseDateTime(textOf(date).slice(0, 10))
  if (Number.isNaN(due)) return null
  return Math.round((due - startOfChinaDay(db.now())) / DAY_MS)
}

/** A job's `parameter` as its number of days ahead, else `fallback`. */
export function daysParameter(parameter: string | null, fallback: number): number {
  const days = Number.parseInt(parameter ?? '', 10)
  return Number.isFinite(days) && days > 0 ? days : fallback
}

/** Whether a date falls within the next `days` days, today included (a passed date does not). */
export function dueWithinDays(db: Database, date: unknown, days: number): boolean {
  const left = daysUntil(db, date)
  return left !== null && left >= 0 && left <= days
}
