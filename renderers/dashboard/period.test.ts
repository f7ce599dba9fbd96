import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { periodOf, rangePeriod } from './period'

// A Thursday in the middle of a month.
const today = dayjs('2026-11-26T15:30:00')

describe('the periods of the period links', () => {
  it('run from the first day of today, this week (from Monday), this month and this year up to today', () => {
    expect(periodOf('today', today)).toEqual({ begin: '2026-11-26', end: '2026-11-26' })
    expect(periodOf('week', today)).toEqual({ begin: '2026-11-23', end: '2026-11-26' })
    expect(periodOf('month', today)).toEqual({ begin: '2026-11-01', end: '2026-11-26' })
    expect(periodOf('year', today)).toEqual({ begin: '2026-01-01', end: '2026-11-26' })
  })

  it('starts a Sunday’s week on the Monday before it', () => {
    expect(periodOf('week', dayjs('2026-11-29'))).toEqual({ begin: '2026-11-23', end: '2026-11-29' })
  })

  it('sends a picked range as its two dates', () => {
    expect(rangePeriod(dayjs('2026-02-03'), dayjs('2026-03-04'))).toEqual({ begin: '2026-02-03', end: '2026-03-04' })
  })
})
