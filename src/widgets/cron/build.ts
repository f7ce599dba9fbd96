import type { CronState, DayState, UnitState, WeekState } from './model'

export interface BuildOptions {
  /** emit six fields (no year) */
  hideYear?: boolean
}

function list(values: number[]): string {
  return [...new Set(values)].sort((a, b) => a - b).join(',')
}

function basic(unit: UnitState): string {
  switch (unit.mode) {
    case 'every':
      return '*'
    case 'range':
      return `${unit.rangeStart}-${unit.rangeEnd}`
    case 'loop':
      return `${unit.loopStart}/${unit.loopStep}`
    case 'specify':
      return unit.specify.length > 0 ? list(unit.specify) : '*'
  }
}

function day(state: DayState): string {
  switch (state.mode) {
    case 'unset':
      return '?'
    case 'workday':
      return `${state.workday}W`
    case 'last':
      return 'L'
    case 'lastWorkday':
      return 'LW'
    case 'beforeLast':
      return `L-${state.beforeLast}`
    default:
      return basic({ ...state, mode: state.mode })
  }
}

function week(state: WeekState): string {
  switch (state.mode) {
    case 'unset':
      return '?'
    case 'nth':
      return `${state.nthWeekday}#${state.nth}`
    case 'lastOfMonth':
      return `${state.lastWeekday}L`
    case 'specify':
      return state.specify.length > 0 ? list(state.specify) : '?'
    default:
      return basic({ ...state, mode: state.mode })
  }
}

function year(state: UnitState): string {
  // Quartz rejects a descending year range; the other fields wrap around instead.
  if (state.mode !== 'range') return basic(state)
  return `${Math.min(state.rangeStart, state.rangeEnd)}-${Math.max(state.rangeStart, state.rangeEnd)}`
}

/**
 * The Quartz expression of a builder state. Day and weekday are exclusive: a set weekday forces the day to `?`, and
 * when both would be `?` the day falls back to `*`.
 */
export function buildExpression(state: CronState, { hideYear = false }: BuildOptions = {}): string {
  const weekText = week(state.week)
  const dayText = weekText !== '?' ? '?' : day(state.day) === '?' ? '*' : day(state.day)
  const fields = [basic(state.second), basic(state.minute), basic(state.hour), dayText, basic(state.month), weekText]
  if (!hideYear) fields.push(year(state.year))
  return fields.join(' ')
}
