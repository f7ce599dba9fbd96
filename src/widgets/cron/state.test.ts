import { describe, expect, it } from 'vitest'
import { buildExpression } from './build'
import { defaultCronState } from './defaults'
import { setMode, setValues } from './state'

const initial = defaultCronState(new Date(2026, 10, 21))

describe('day and weekday exclusivity', () => {
  it('a weekday choice makes the day ?, a day choice makes the weekday ?', () => {
    const byWeek = setMode(initial, 'week', 'lastOfMonth')
    expect(byWeek.day.mode).toBe('unset')
    expect(buildExpression(byWeek)).toBe('* * * ? * 6L *')
    const byDay = setMode(byWeek, 'day', 'last')
    expect(byDay.week.mode).toBe('unset')
    expect(buildExpression(byDay)).toBe('* * * L * ? *')
  })

  it('un-setting one while the other is unset sets the other to every', () => {
    expect(setMode(initial, 'day', 'unset').week.mode).toBe('every')
    expect(buildExpression(setMode(initial, 'day', 'unset'))).toBe('* * * ? * * *')
    const byWeek = setMode(initial, 'week', 'range')
    expect(setMode(byWeek, 'week', 'unset').day.mode).toBe('every')
  })

  it('changing values keeps the mode of the other field', () => {
    const next = setValues(setMode(initial, 'week', 'nth'), 'week', { nth: 3, nthWeekday: 6 })
    expect(buildExpression(next)).toBe('* * * ? * 6#3 *')
  })
})

describe('defaultCronState', () => {
  it('starts the year range and loop at the current year, within the year choices', () => {
    expect(initial.year).toMatchObject({ rangeStart: 2026, rangeEnd: 2119, loopStart: 2026, loopStep: 1 })
  })
})
