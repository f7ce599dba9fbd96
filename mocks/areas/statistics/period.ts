import { DAY_MS, formatDate, parseDateTime } from '../../kernel/db/time'
import { textOf } from '../../kernel/services/text'

/** The dates a statistics call was asked about (`begin`, `end`, both included, yyyy-MM-dd); either may be open. */
export interface Period {
  begin: string
  end: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The `begin` and `end` parameters; a missing or malformed one leaves that side open, as an absent `_begin` does. */
export function periodOf(query: URLSearchParams): Period {
  const date = (name: string) => {
    const value = query.get(name) ?? ''
    return DATE.test(value) ? value : ''
  }
  return { begin: date('begin'), end: date('end') }
}

/** Whether a date or date-time column's day falls in the period; an empty column never does. */
export function within(value: unknown, period: Period): boolean {
  const day = textOf(value).slice(0, 10)
  return day !== '' && (!period.begin || day >= period.begin) && (!period.end || day <= period.end)
}

/** The day `days` after a yyyy-MM-dd date. */
export const addDays = (date: string, days: number): string =>
  formatDate(parseDateTime(`${date} 12:00:00`) + days * DAY_MS)

export type TimeUnit = 'day' | 'month'

/** A month's trend is drawn by day; anything longer (a year, an open period) by month. */
export function unitFor(period: Period): TimeUnit {
  if (!period.begin || !period.end) return 'month'
  return parseDateTime(period.end) - parseDateTime(period.begin) <= 31 * DAY_MS ? 'day' : 'month'
}

/** The bucket a date falls in: yyyy-MM-dd by day, yyyy-MM by month. */
export const bucketOf = (value: unknown, unit: TimeUnit): string => textOf(value).slice(0, unit === 'day' ? 10 : 7)

/** Every bucket of a closed period in order, so a day or month with nothing still has its place on the axis. */
export function bucketsOf(period: Period, unit: TimeUnit): string[] {
  if (!period.begin || !period.end || period.begin > period.end) return []
  const buckets: string[] = []
  for (let day = period.begin; day <= period.end; day = addDays(day, 1)) {
    const bucket = bucketOf(day, unit)
    if (buckets[buckets.length - 1] !== bucket) buckets.push(bucket)
  }
  return buckets
}
