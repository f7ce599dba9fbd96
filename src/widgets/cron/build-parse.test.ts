import { describe, expect, it } from 'vitest'
import { buildExpression } from './build'
import { defaultCronState } from './defaults'
import type { BasicMode, CronState, DayMode, UnitState, WeekMode } from './model'
import { parseExpression } from './parse'
import { BEFORE_LAST_BOUNDS, NTH_BOUNDS, UNITS, type Bounds } from './units'

const NOW = new Date(2026, 10, 21, 10, 30)

function parsed(expression: string, hideYear = false): CronState {
  const result = parseExpression(expression, { hideYear, base: defaultCronState(NOW) })
  if (!result.ok) throw new Error(result.message)
  return result.state
}

/** Seeded so a failure names a reproducible case. */
function random(seed: number) {
  let s = seed
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648
    return s / 2147483648
  }
  const int = ({ min, max }: Bounds) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]
  return { int, pick }
}

function randomState(seed: number): CronState {
  const { int, pick } = random(seed)
  const unit = <M extends string>(key: keyof CronState, mode: M): UnitState<M> => {
    const meta = UNITS[key]
    return {
      mode,
      rangeStart: int(meta.value),
      rangeEnd: int(meta.value),
      loopStart: int(meta.value),
      loopStep: int(meta.step),
      specify: Array.from({ length: int({ min: 0, max: 5 }) }, () => int(meta.value)),
    }
  }
  const basicModes: BasicMode[] = ['every', 'range', 'loop', 'specify']
  const dayModes: DayMode[] = [...basicModes, 'unset', 'workday', 'last', 'lastWorkday', 'beforeLast']
  const weekModes: WeekMode[] = [...basicModes, 'unset', 'nth', 'lastOfMonth']
  return {
    second: unit('second', pick(basicModes)),
    minute: unit('minute', pick(basicModes)),
    hour: unit('hour', pick(basicModes)),
    day: { ...unit('day', pick(dayModes)), workday: int(UNITS.day.value), beforeLast: int(BEFORE_LAST_BOUNDS) },
    month: unit('month', pick(basicModes)),
    week: {
      ...unit('week', pick(weekModes)),
      nthWeekday: int(UNITS.week.value),
      nth: int(NTH_BOUNDS),
      lastWeekday: int(UNITS.week.value),
    },
    year: unit('year', pick(basicModes)),
  }
}

describe('buildExpression', () => {
  it('builds the defaults: * * * * * ? *', () => {
    expect(buildExpression(defaultCronState(NOW))).toBe('* * * * * ? *')
    expect(buildExpression(defaultCronState(NOW), { hideYear: true })).toBe('* * * * * ?')
  })

  it('falls back to * for an empty list and to ? for an empty weekday list, keeping day and weekday exclusive', () => {
    const state = defaultCronState(NOW)
    expect(buildExpression({ ...state, second: { ...state.second, mode: 'specify', specify: [] } })).toBe(
      '* * * * * ? *',
    )
    const emptyWeek = {
      ...state,
      day: { ...state.day, mode: 'unset' as const },
      week: { ...state.week, mode: 'specify' as const, specify: [] },
    }
    expect(buildExpression(emptyWeek)).toBe('* * * * * ? *')
    const both = { ...state, week: { ...state.week, mode: 'nth' as const } }
    expect(buildExpression(both)).toBe('* * * ? * 2#1 *')
  })

  it('sorts and de-duplicates lists and orders a year range', () => {
    const state = defaultCronState(NOW)
    expect(
      buildExpression({
        ...state,
        minute: { ...state.minute, mode: 'specify', specify: [30, 5, 30] },
        year: { ...state.year, mode: 'range', rangeStart: 2030, rangeEnd: 2027 },
      }),
    ).toBe('* 5,30 * * * ? 2027-2030')
  })
})

describe('parseExpression', () => {
  it('reads a single selected day back as "specify" (the original system lost it)', () => {
    const state = parsed('0 0 12 5 * ? *')
    expect(state.day.mode).toBe('specify')
    expect(state.day.specify).toEqual([5])
    expect(buildExpression(state)).toBe('0 0 12 5 * ? *')
  })

  it('maps every form the tabs offer', () => {
    const state = parsed('5-10 0/15 1,13 L-3 3/2 ? 2027')
    expect(state.second).toMatchObject({ mode: 'range', rangeStart: 5, rangeEnd: 10 })
    expect(state.minute).toMatchObject({ mode: 'loop', loopStart: 0, loopStep: 15 })
    expect(state.hour).toMatchObject({ mode: 'specify', specify: [1, 13] })
    expect(state.day).toMatchObject({ mode: 'beforeLast', beforeLast: 3 })
    expect(state.month).toMatchObject({ mode: 'loop', loopStart: 3, loopStep: 2 })
    expect(state.week.mode).toBe('unset')
    expect(state.year).toMatchObject({ mode: 'specify', specify: [2027] })
    expect(parsed('0 0 12 15W * ?').day).toMatchObject({ mode: 'workday', workday: 15 })
    expect(parsed('0 0 12 L * ?').day.mode).toBe('last')
    expect(parsed('0 0 12 LW * ?').day.mode).toBe('lastWorkday')
    expect(parsed('0 0 12 ? * 6#3').week).toMatchObject({ mode: 'nth', nthWeekday: 6, nth: 3 })
    expect(parsed('0 0 12 ? * 6L').week).toMatchObject({ mode: 'lastOfMonth', lastWeekday: 6 })
    expect(parsed('0 0 12 ? * MON-FRI').week).toMatchObject({ mode: 'range', rangeStart: 2, rangeEnd: 6 })
  })

  it('accepts six fields (year every) and, with the year tab hidden, emits six', () => {
    expect(parsed('0 0 12 * * ?').year.mode).toBe('every')
    expect(buildExpression(parsed('0 0 12 * * ? *', true), { hideYear: true })).toBe('0 0 12 * * ?')
  })

  it('separates invalid expressions from valid ones the tabs cannot show', () => {
    expect(parseExpression('0 0 12 * * 1')).toMatchObject({ ok: false, kind: 'invalid' })
    expect(parseExpression('0 0 1-5,10 * * ?')).toMatchObject({
      ok: false,
      kind: 'unsupported',
      message: expect.stringContaining('“小时”字段（1-5,10）') as string,
    })
    expect(parseExpression('0 0 12 * * ? 2018')).toMatchObject({
      ok: false,
      kind: 'unsupported',
      message: expect.stringContaining('2019-2119') as string,
    })
    expect(parseExpression('0 0 12 * * ? 2027', { hideYear: true })).toMatchObject({ ok: false, kind: 'unsupported' })
    expect(parseExpression('0 0 12 L-3W * ?')).toMatchObject({ ok: false, kind: 'unsupported' })
  })

  it('keeps the inputs of unused modes from the base state', () => {
    const base = defaultCronState(NOW)
    base.second.loopStep = 7
    const result = parseExpression('1-2 * * * * ?', { base })
    expect(result.ok && result.state.second).toMatchObject({ mode: 'range', loopStep: 7 })
  })

  it('round-trips 500 random builder states to the same string', () => {
    for (let seed = 1; seed <= 500; seed++) {
      for (const hideYear of [false, true]) {
        const expression = buildExpression(randomState(seed), { hideYear })
        const result = parseExpression(expression, { hideYear })
        expect(result.ok, `seed ${seed}: ${expression}: ${result.ok || result.message}`).toBe(true)
        expect(result.ok && buildExpression(result.state, { hideYear }), `seed ${seed}`).toBe(expression)
      }
    }
  })
})
