import { defaultCronState } from './defaults'
import type { BasicMode, CronState, DayState, UnitKey, UnitState, WeekState } from './model'
import { parseCronSyntax } from '@schemas/rules/quartz-syntax'
import { CronSyntaxError } from '@schemas/rules/quartz-syntax-error'
import type { CronItem, DayOfMonthField, DayOfWeekField } from '@schemas/rules/quartz-syntax-types'
import { BEFORE_LAST_BOUNDS, inBounds, UNITS } from './units'

export type ParseResult =
  | { ok: true; state: CronState }
  /** invalid: Quartz would reject it; unsupported: valid, but the tabs cannot show it (e.g. `1-5,10`) */
  | { ok: false; kind: 'invalid' | 'unsupported'; message: string }

export interface ParseOptions {
  hideYear?: boolean
  /** values kept for the modes the expression does not use; defaults otherwise */
  base?: CronState
}

/** Raised inside this module for a valid expression the tabs cannot represent. */
class Unsupported extends Error {}

function unsupported(key: UnitKey, text: string, why = ''): never {
  throw new Unsupported(
    `该表达式有效，但“${UNITS[key].title}”字段（${text}）${why || '无法用面板选项表示'}，可直接修改表达式`,
  )
}

function checkValue(key: UnitKey, text: string, value: number): number {
  const { min, max } = UNITS[key].value
  if (!inBounds(value, UNITS[key].value)) unsupported(key, text, `超出可选范围 ${min}-${max}`)
  return value
}

function checkStep(key: UnitKey, text: string, step: number): number {
  const { min, max } = UNITS[key].step
  if (!inBounds(step, UNITS[key].step)) unsupported(key, text, `的间隔超出可选范围 ${min}-${max}`)
  return step
}

function basic<S extends UnitState<string>>(
  key: UnitKey,
  text: string,
  items: CronItem[],
  base: S,
): S & { mode: BasicMode } {
  const value = (v: number) => checkValue(key, text, v)
  if (items.length > 1) {
    if (items.some((item) => item.end !== null || item.step !== null || item.start === null)) unsupported(key, text)
    return {
      ...base,
      mode: 'specify',
      specify: [...new Set(items.map((item) => value(item.start!)))].sort((a, b) => a - b),
    }
  }
  const [{ start, end, step }] = items
  if (start === null && step === null) return { ...base, mode: 'every' }
  if (end === null && step !== null) {
    return {
      ...base,
      mode: 'loop',
      loopStart: value(start ?? UNITS[key].value.min),
      loopStep: checkStep(key, text, step),
    }
  }
  if (start !== null && end === null) return { ...base, mode: 'specify', specify: [value(start)] }
  if (start !== null && end !== null && step === null)
    return { ...base, mode: 'range', rangeStart: value(start), rangeEnd: value(end) }
  return unsupported(key, text)
}

function day(text: string, field: DayOfMonthField, base: DayState): DayState {
  switch (field.kind) {
    case 'any':
      return { ...base, mode: 'unset' }
    case 'list':
      return basic('day', text, field.items, base)
    case 'nearestWeekday':
      return { ...base, mode: 'workday', workday: checkValue('day', text, field.day) }
    case 'last':
      if (field.offset === 0) return { ...base, mode: field.weekday ? 'lastWorkday' : 'last' }
      if (field.weekday || !inBounds(field.offset, BEFORE_LAST_BOUNDS)) unsupported('day', text)
      return { ...base, mode: 'beforeLast', beforeLast: field.offset }
  }
}

function week(text: string, field: DayOfWeekField, base: WeekState): WeekState {
  switch (field.kind) {
    case 'any':
      return { ...base, mode: 'unset' }
    case 'list':
      return basic('week', text, field.items, base)
    case 'nth':
      return { ...base, mode: 'nth', nthWeekday: field.weekday, nth: field.nth }
    case 'lastOf':
      return { ...base, mode: 'lastOfMonth', lastWeekday: field.weekday }
  }
}

/**
 * Reads an expression back into tab choices (opening the dialog on an existing expression shows its choices). Six-field
 * expressions have year "every". With the year tab hidden, only a year of `*` can be shown.
 */
export function parseExpression(
  expression: string,
  { hideYear = false, base = defaultCronState() }: ParseOptions = {},
): ParseResult {
  let ast
  try {
    ast = parseCronSyntax(expression)
  } catch (error) {
    if (error instanceof CronSyntaxError) return { ok: false, kind: 'invalid', message: error.message }
    throw error
  }
  const texts = expression.trim().toUpperCase().split(/\s+/)
  try {
    const year =
      ast.year === null ? { ...base.year, mode: 'every' as const } : basic('year', texts[6], ast.year, base.year)
    if (hideYear && year.mode !== 'every') unsupported('year', texts[6], '在未显示“年”时无法编辑')
    const state: CronState = {
      second: basic('second', texts[0], ast.second, base.second),
      minute: basic('minute', texts[1], ast.minute, base.minute),
      hour: basic('hour', texts[2], ast.hour, base.hour),
      day: day(texts[3], ast.dayOfMonth, base.day),
      month: basic('month', texts[4], ast.month, base.month),
      week: week(texts[5], ast.dayOfWeek, base.week),
      year,
    }
    return { ok: true, state }
  } catch (error) {
    if (error instanceof Unsupported) return { ok: false, kind: 'unsupported', message: error.message }
    throw error
  }
}
