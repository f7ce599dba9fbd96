import { addDays } from './support'

/**
 * The State Council's holiday arrangements (国务院办公厅关于放假安排的通知) for the years the seed lays out: the days
 * off and the weekend days worked in their place (调休上班). Later years count weekends only until their notice is out.
 */
const HOLIDAYS: ReadonlySet<string> = new Set(
  [
    ['2022-12-31', 3],
    ['2023-01-21', 7],
    ['2023-04-05', 1],
    ['2023-04-29', 5],
    ['2023-06-22', 3],
    ['2023-09-29', 8],
    ['2023-12-30', 3],
    ['2024-02-10', 8],
    ['2024-04-04', 3],
    ['2024-05-01', 5],
    ['2024-06-08', 3],
    ['2024-09-15', 3],
    ['2024-10-01', 7],
    ['2025-01-01', 1],
    ['2025-01-28', 8],
    ['2025-04-04', 3],
    ['2025-05-01', 5],
    ['2025-05-31', 3],
    ['2025-10-01', 8],
    ['2026-01-01', 3],
    ['2026-02-15', 9],
    ['2026-04-04', 3],
    ['2026-05-01', 5],
    ['2026-06-19', 3],
    ['2026-09-25', 3],
    ['2026-10-01', 7],
  ].flatMap(([first, days]) => Array.from({ length: Number(days) }, (_, index) => addDays(String(first), index))),
)
const MAKEUP_DAYS: ReadonlySet<string> = new Set([
  '2023-01-28',
  '2023-01-29',
  '2023-04-23',
  '2023-05-06',
  '2023-06-25',
  '2023-10-07',
  '2023-10-08',
  '2024-02-04',
  '2024-02-18',
  '2024-04-07',
  '2024-04-28',
  '2024-05-11',
  '2024-09-14',
  '2024-09-29',
  '2024-10-12',
  '2025-01-26',
  '2025-02-08',
  '2025-04-27',
  '2025-09-28',
  '2025-10-11',
  '2026-01-04',
  '2026-02-14',
  '2026-02-28',
  '2026-05-09',
  '2026-09-20',
  '2026-10-10',
])

/** Whether the firm works on a `yyyy-MM-dd` (or datetime) day: a weekday that is no holiday, or a makeup day. */
export function isWorkingDay(date: string): boolean {
  const day = date.slice(0, 10)
  if (MAKEUP_DAYS.has(day)) return true
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day)
}

/** The working day on or after a day (`step` 1) or on or before it (`step` -1), time of day kept. */
export function workingDay(date: string, step: 1 | -1): string {
  let day = date.slice(0, 10)
  while (!isWorkingDay(day)) day = addDays(day, step)
  return `${day}${date.slice(10)}`
}

/** The first working day on or after `date`, unless that passes `latest`: then the last one on or before `latest`. */
export const workingDayBy = (date: string, latest: string): string => {
  const next = workingDay(date, 1)
  return next.slice(0, 10) <= latest.slice(0, 10) ? next : workingDay(latest, -1)
}
