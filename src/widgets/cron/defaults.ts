import type { CronState, UnitState } from './model'
import { UNITS, YEAR_BOUNDS } from './units'

function unit(min: number, max: number): UnitState {
  return { mode: 'every', rangeStart: min, rangeEnd: max, loopStart: min, loopStep: 1, specify: [] }
}

/**
 * The original dialog's defaults: every field `*`, weekday `?`; the year range runs from this year to 100 years on
 * (capped at the last year choice) and the year loop starts this year with interval 1.
 */
export function defaultCronState(now: Date = new Date()): CronState {
  const year = Math.min(Math.max(now.getFullYear(), YEAR_BOUNDS.min), YEAR_BOUNDS.max)
  const bounds = (key: keyof typeof UNITS) => [UNITS[key].value.min, UNITS[key].value.max] as const
  return {
    second: unit(...bounds('second')),
    minute: unit(...bounds('minute')),
    hour: unit(...bounds('hour')),
    day: { ...unit(...bounds('day')), workday: 1, beforeLast: 1 },
    month: unit(...bounds('month')),
    // Monday to Friday is the range people mean far more often than Sunday to Saturday.
    week: { ...unit(2, 6), loopStart: 2, mode: 'unset', nthWeekday: 2, nth: 1, lastWeekday: 6 },
    year: { ...unit(year, Math.min(year + 100, YEAR_BOUNDS.max)), loopStart: year },
  }
}
