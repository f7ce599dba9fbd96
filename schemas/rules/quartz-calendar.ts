/** Calendar arithmetic on plain (year, month 1-12, day) numbers, free of any time zone. */

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Quartz weekday numbering: 1 = Sunday … 7 = Saturday. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1
}

export const SUNDAY = 1
export const SATURDAY = 7
