import { daysInMonth, SATURDAY, SUNDAY, weekdayOf } from './quartz-calendar'
import { expandItems } from './quartz-expand'
import type { CronAst } from './quartz-syntax-types'

/** Which days of a month an expression's day-of-month / day-of-week pair selects. */
export interface DayRule {
  /** matching days of (year, month 1-12), ascending */
  days(year: number, month: number): number[]
  /**
   * How many months to move on once the search has passed every matching day of (year, month) while still inside it.
   * 1 except for `nW`, see nearestWeekdayRule.
   */
  monthsAfterPassing(year: number, month: number): number
}

const NEXT_MONTH = () => 1

function dayOfMonthList(days: number[]): DayRule {
  return {
    days: (year, month) => {
      const last = daysInMonth(year, month)
      return days.filter((day) => day <= last)
    },
    monthsAfterPassing: NEXT_MONTH,
  }
}

/**
 * Quartz's nearest weekday to `day` (used by nW, LW and L-nW). Quartz looks at the weekday of `day` even when the month
 * is too short to hold it (the date then rolls into the next month): a Saturday moves one day back, so 31W in a month
 * of 30 days whose next month starts on a Saturday fires on the 30th. Any other day past the month's end fires nothing.
 */
function nearestWeekday(year: number, month: number, day: number): number | null {
  const last = daysInMonth(year, month)
  const weekday = weekdayOf(year, month, day)
  let result = day
  if (weekday === SATURDAY) result = day === 1 ? 3 : day - 1
  else if (weekday === SUNDAY) result = day === last ? day - 2 : day + 1
  return result >= 1 && result <= last ? result : null
}

function nearestWeekdayRule(day: number): DayRule {
  return {
    days: (year, month) => {
      const found = nearestWeekday(year, month, day)
      return found === null ? [] : [found]
    },
    // Having passed this month's day, Quartz jumps to day n of the next month; when that month is shorter than n the
    // date rolls over and the whole next month is skipped (seen in real Quartz with 29W after 29 Jan 2025: no run in
    // February 2025 although 1 March 2025 is a Saturday).
    monthsAfterPassing: (year, month) => {
      const next = month === 12 ? daysInMonth(year + 1, 1) : daysInMonth(year, month + 1)
      return nearestWeekday(year, month, day) !== null && day > next ? 2 : 1
    },
  }
}

function lastDayRule(offset: number, weekday: boolean): DayRule {
  return {
    days: (year, month) => {
      const target = daysInMonth(year, month) - offset
      if (!weekday) return target >= 1 ? [target] : []
      const found = nearestWeekday(year, month, target)
      return found === null ? [] : [found]
    },
    monthsAfterPassing: NEXT_MONTH,
  }
}

function dayOfWeekList(weekdays: number[]): DayRule {
  return {
    days: (year, month) => {
      const result: number[] = []
      const last = daysInMonth(year, month)
      const first = weekdayOf(year, month, 1)
      for (let day = 1; day <= last; day++) {
        if (weekdays.includes(((first - 1 + day - 1) % 7) + 1)) result.push(day)
      }
      return result
    },
    monthsAfterPassing: NEXT_MONTH,
  }
}

function nthWeekdayRule(weekday: number, nth: number): DayRule {
  return {
    days: (year, month) => {
      const firstMatch = 1 + ((weekday - weekdayOf(year, month, 1) + 7) % 7)
      const day = firstMatch + 7 * (nth - 1)
      return day <= daysInMonth(year, month) ? [day] : []
    },
    monthsAfterPassing: NEXT_MONTH,
  }
}

function lastWeekdayRule(weekday: number): DayRule {
  return {
    days: (year, month) => {
      const last = daysInMonth(year, month)
      return [last - ((weekdayOf(year, month, last) - weekday + 7) % 7)]
    },
    monthsAfterPassing: NEXT_MONTH,
  }
}

export function dayRule(ast: CronAst): DayRule {
  const dom = ast.dayOfMonth
  const dow = ast.dayOfWeek
  if (dom.kind !== 'any') {
    if (dom.kind === 'list') return dayOfMonthList(expandItems(dom.items, 1, 31))
    if (dom.kind === 'last') return lastDayRule(dom.offset, dom.weekday)
    return nearestWeekdayRule(dom.day)
  }
  if (dow.kind === 'list') return dayOfWeekList(expandItems(dow.items, 1, 7))
  if (dow.kind === 'nth') return nthWeekdayRule(dow.weekday, dow.nth)
  if (dow.kind === 'lastOf') return lastWeekdayRule(dow.weekday)
  // parseCronSyntax guarantees exactly one of the two fields is '?'
  throw new Error('day-of-month and day-of-week are both unspecified')
}
