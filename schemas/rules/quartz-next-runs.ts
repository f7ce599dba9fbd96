import { daysInMonth } from './quartz-calendar'
import { dayRule, type DayRule } from './quartz-day-rules'
import { expandItems } from './quartz-expand'
import { parseCronSyntax, YEAR_LIMITS } from './quartz-syntax'
import type { CronAst } from './quartz-syntax-types'
import { utcWallClock, type WallClock } from './wall-clock'

export interface NextRunsOptions {
  /**
   * Last year searched. Quartz 2.3 stops at the JVM's current year + 100 (CronExpression.MAX_YEAR), whatever the
   * expression's year field says; pass the generator's value to reproduce a recorded table.
   */
  maxYear?: number
}

interface Schedule {
  seconds: number[]
  minutes: number[]
  hours: number[]
  months: Set<number>
  years: number[]
  day: DayRule
}

function compile(ast: CronAst): Schedule {
  return {
    seconds: expandItems(ast.second, 0, 59),
    minutes: expandItems(ast.minute, 0, 59),
    hours: expandItems(ast.hour, 0, 23),
    months: new Set(expandItems(ast.month, 1, 12)),
    years: expandItems(ast.year ?? [{ start: null, end: null, step: null }], YEAR_LIMITS.min, YEAR_LIMITS.max),
    day: dayRule(ast),
  }
}

function startOfMonth(year: number, month: number): WallClock {
  const index = year * 12 + month - 1
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1, hour: 0, minute: 0, second: 0 }
}

/** The first (hour, minute, second) of the schedule at or after the cursor's time of day. */
function timeOnOrAfter(s: Schedule, c: WallClock): [number, number, number] | null {
  for (const hour of s.hours) {
    if (hour < c.hour) continue
    for (const minute of s.minutes) {
      if (hour === c.hour && minute < c.minute) continue
      for (const second of s.seconds) {
        if (hour === c.hour && minute === c.minute && second < c.second) continue
        return [hour, minute, second]
      }
    }
  }
  return null
}

function nextDay(c: WallClock): WallClock {
  return c.day < daysInMonth(c.year, c.month)
    ? { ...c, day: c.day + 1, hour: 0, minute: 0, second: 0 }
    : startOfMonth(c.year, c.month + 1)
}

/**
 * Steps in the order of Quartz's CronExpression.getTimeAfter: time of day, day rule, month, year; every move restarts
 * the loop. The order is observable with `nW`: running out of times on a month's last day enters the next month
 * normally, while passing the nW day inside a month may skip the next one (see nearestWeekdayRule).
 */
function nextFrom(s: Schedule, start: WallClock, maxYear: number): WallClock | null {
  let c = start
  for (;;) {
    if (c.year > maxYear) return null
    const time = timeOnOrAfter(s, c)
    if (time === null) {
      c = nextDay(c)
      continue
    }
    c = { ...c, hour: time[0], minute: time[1], second: time[2] }
    const day = s.day.days(c.year, c.month).find((d) => d >= c.day)
    if (day === undefined) {
      c = startOfMonth(c.year, c.month + s.day.monthsAfterPassing(c.year, c.month))
      continue
    }
    if (day > c.day) {
      c = { ...c, day, hour: 0, minute: 0, second: 0 }
      continue
    }
    if (!s.months.has(c.month)) {
      let month = c.month + 1
      while (!s.months.has(((month - 1) % 12) + 1)) month++
      c = startOfMonth(c.year, month)
      continue
    }
    if (!s.years.includes(c.year)) {
      const year = s.years.find((y) => y > c.year)
      if (year === undefined) return null
      c = startOfMonth(year, 1)
      continue
    }
    return c
  }
}

function toWallClock(date: Date): WallClock {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  }
}

function toDate(c: WallClock): Date {
  return new Date(c.year, c.month - 1, c.day, c.hour, c.minute, c.second)
}

/** The wall-clock moment one second after `c`, normalised (the fields of a Date built from it). */
const secondAfter = (c: WallClock): WallClock =>
  utcWallClock(new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second + 1)))

/**
 * The first fire time of a Quartz expression strictly after the wall-clock moment `after`, read in the same zone, or
 * null when the schedule has ended by `maxYear`. For a scheduler whose zone is not the runtime's (the built-in backend
 * runs on the firm's GMT+8 clock on any machine). Throws a CronSyntaxError for an invalid expression.
 */
export function nextWallClockRun(
  expression: string,
  after: WallClock,
  maxYear = new Date().getFullYear() + 100,
): WallClock | null {
  return nextFrom(compile(parseCronSyntax(expression)), secondAfter(after), maxYear)
}

/**
 * The next `count` fire times of a Quartz expression strictly after `from`, in the runtime's local time zone (as a
 * Quartz scheduler uses its JVM's zone). Fewer are returned when the schedule ends (year field exhausted, or the
 * search horizon `maxYear` is reached). Throws a CronSyntaxError with a Chinese message for an invalid expression.
 */
export function nextRuns(expression: string, count: number, from: Date, options: NextRunsOptions = {}): Date[] {
  if (Number.isNaN(from.getTime())) throw new Error('nextRuns: `from` is not a valid date')
  const schedule = compile(parseCronSyntax(expression))
  const maxYear = options.maxYear ?? new Date().getFullYear() + 100
  const runs: Date[] = []
  // Quartz drops milliseconds and looks from the next whole second on.
  let after = new Date(Math.floor(from.getTime() / 1000) * 1000 + 1000)
  while (runs.length < count) {
    const found = nextFrom(schedule, toWallClock(after), maxYear)
    if (found === null) break
    const run = toDate(found)
    runs.push(run)
    after = new Date(run.getTime() + 1000)
  }
  return runs
}
