import { describe, expect, it } from 'vitest'
import { nextRuns, nextWallClockRun } from './quartz-next-runs'
import { CronSyntaxError } from './quartz-syntax-error'

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s)

describe('nextRuns', () => {
  it('returns times strictly after `from`, ignoring its milliseconds like Quartz', () => {
    const from = new Date(local(2026, 11, 21, 12, 0, 0).getTime() + 500)
    expect(nextRuns('* * * * * ?', 2, from)).toEqual([local(2026, 11, 21, 12, 0, 1), local(2026, 11, 21, 12, 0, 2)])
    expect(nextRuns('0 0 12 * * ?', 1, local(2026, 11, 21, 12))).toEqual([local(2026, 11, 22, 12)])
  })

  it('returns fewer runs when the year field runs out, none for past years', () => {
    expect(nextRuns('0 0 0 1 1/6 ? 2027-2028', 10, local(2026, 11, 21))).toEqual([
      local(2027, 1, 1),
      local(2027, 7, 1),
      local(2028, 1, 1),
      local(2028, 7, 1),
    ])
    expect(nextRuns('0 0 12 * * ? 2020-2024', 10, local(2026, 11, 21))).toEqual([])
  })

  it('stops at Quartz horizon, this year + 100 unless given', () => {
    expect(nextRuns('0 0 0 1 1 ? 2120-2199', 10, local(2026, 11, 21), { maxYear: 2122 })).toHaveLength(3)
    const horizon = new Date().getFullYear() + 100
    expect(nextRuns(`0 0 0 1 1 ? ${horizon}-2199`, 10, local(2026, 11, 21))).toEqual([local(horizon, 1, 1)])
  })

  it('finds nothing for a date that never exists, without looping forever', () => {
    expect(nextRuns('0 0 12 31 2 ?', 1, local(2026, 11, 21))).toEqual([])
  })

  it('throws a descriptive CronSyntaxError for an invalid expression', () => {
    expect(() => nextRuns('0 0 12 * * 1', 10, new Date())).toThrow(CronSyntaxError)
    expect(() => nextRuns('0 0 12 * * 1', 10, new Date())).toThrow('“日”和“周”必须有一个为“?”')
    expect(() => nextRuns('* * * * * ?', 1, new Date(Number.NaN))).toThrow('not a valid date')
  })

  it('reads the wall clock it is given, whatever the runtime zone, and steps over month and year ends', () => {
    const at = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => ({
      year,
      month,
      day,
      hour,
      minute,
      second,
    })
    expect(nextWallClockRun('0 0 9 * * ?', at(2026, 12, 31, 9))).toEqual(at(2027, 1, 1, 9))
    expect(nextWallClockRun('0 0 9 * * ?', at(2026, 3, 5, 8, 59, 59))).toEqual(at(2026, 3, 5, 9))
    expect(nextWallClockRun('0 30 8 ? * MON', at(2026, 3, 5))).toEqual(at(2026, 3, 9, 8, 30))
    expect(nextWallClockRun('0 0 12 31 2 ?', at(2026, 3, 5), 2030)).toBeNull()
  })
})
