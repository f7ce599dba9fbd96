import type { CronAst, CronItem, DayOfMonthField, DayOfWeekField } from './quartz-syntax-types'
import { CronSyntaxError } from './quartz-syntax-error'

interface FieldRule {
  label: string
  min: number
  max: number
  /** largest step Quartz accepts; null = unlimited (years) */
  maxStep: number | null
  /** names[i] stands for the value min + i */
  names?: readonly string[]
  /** whether a-b with b < a runs past the maximum and restarts at the minimum */
  wraps: boolean
}

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const

const RULES = {
  second: { label: '秒', min: 0, max: 59, maxStep: 59, wraps: true },
  minute: { label: '分钟', min: 0, max: 59, maxStep: 59, wraps: true },
  hour: { label: '小时', min: 0, max: 23, maxStep: 23, wraps: true },
  dayOfMonth: { label: '日', min: 1, max: 31, maxStep: 31, wraps: true },
  month: { label: '月', min: 1, max: 12, maxStep: 12, names: MONTH_NAMES, wraps: true },
  dayOfWeek: { label: '周', min: 1, max: 7, maxStep: 7, names: DAY_NAMES, wraps: true },
  // Quartz stores any year but never fires outside 1970 to 2199; rejecting them tells the user why nothing runs.
  year: { label: '年', min: 1970, max: 2199, maxStep: null, wraps: false },
} satisfies Record<string, FieldRule>

export const YEAR_LIMITS = { min: RULES.year.min, max: RULES.year.max }

const ITEM = /^(\*|\d+|[A-Z]+)(?:-(\d+|[A-Z]+))?(?:\/(\d+))?$/
const NUMBER = /^\d+$/

function fail(message: string): never {
  throw new CronSyntaxError(message)
}

function value(token: string, rule: FieldRule): number {
  if (NUMBER.test(token)) {
    const n = Number(token)
    if (n < rule.min || n > rule.max) fail(`“${rule.label}”字段的值 ${n} 超出范围（${rule.min}-${rule.max}）`)
    return n
  }
  const index = rule.names?.indexOf(token) ?? -1
  if (index < 0) fail(`“${rule.label}”字段无法识别：${token}`)
  return rule.min + index
}

function step(token: string, rule: FieldRule): number {
  const n = Number(token)
  // Quartz reads a zero step as "no step" (1/0 = just 1): refuse the ambiguity.
  if (n < 1) fail(`“${rule.label}”字段的步长必须大于0`)
  if (rule.maxStep !== null && n > rule.maxStep) fail(`“${rule.label}”字段的步长 ${n} 超出范围（1-${rule.maxStep}）`)
  return n
}

function item(text: string, rule: FieldRule): CronItem {
  const match = ITEM.exec(text)
  if (!match) fail(`“${rule.label}”字段无法识别：${text}`)
  const [, first, last, stepText] = match
  if (first === '*') {
    if (last !== undefined) fail(`“${rule.label}”字段无法识别：${text}`)
    return { start: null, end: null, step: stepText === undefined ? null : step(stepText, rule) }
  }
  const named = !NUMBER.test(first) || (last !== undefined && !NUMBER.test(last))
  if (named && last !== undefined && NUMBER.test(first) !== NUMBER.test(last)) {
    fail(`“${rule.label}”字段的范围不能混用名称和数字：${text}`)
  }
  // Quartz silently drops a step written after a name (MON-FRI/2 runs every weekday): refuse rather than mislead.
  if (named && stepText !== undefined) fail(`“${rule.label}”字段的名称后不能带步长：${text}`)
  const start = value(first, rule)
  const end = last === undefined ? null : value(last, rule)
  if (end !== null && !rule.wraps && end < start) {
    fail(`“${rule.label}”字段的范围 ${start}-${end} 起始值大于结束值`)
  }
  return { start, end, step: stepText === undefined ? null : step(stepText, rule) }
}

function list(text: string, rule: FieldRule): CronItem[] {
  const dayField = rule === RULES.dayOfMonth || rule === RULES.dayOfWeek
  if (text.includes('?')) fail(dayField ? '“?”不能与其他值组合' : '只有“日”和“周”字段可以使用“?”')
  const withoutNames = text.replace(/[A-Z]{3}/g, (name) => (rule.names?.includes(name) ? '' : name))
  if (/[LW#]/.test(withoutNames)) {
    if (!dayField) fail(`“${rule.label}”字段不能使用“L”“W”“#”`)
    if (text.includes(',')) fail(`“${rule.label}”字段中的“L”“W”“#”不能与其他值组合`)
  }
  return text.split(',').map((part) => item(part, rule))
}

function dayOfMonth(text: string): DayOfMonthField {
  if (text === '?') return { kind: 'any' }
  const last = /^L(?:-(\d+))?(W?)$/.exec(text)
  if (last) {
    const offset = last[1] === undefined ? 0 : Number(last[1])
    const weekday = last[2] === 'W'
    if (offset > 30) fail('“日”字段“L-n”中的 n 必须在0-30之间')
    // Real Quartz 2.3.2 loops forever on L-28W … L-30W when the month is short enough: refuse them.
    if (weekday && offset > 27) fail('“日”字段“L-nW”中的 n 必须在0-27之间')
    return { kind: 'last', offset, weekday }
  }
  const nearest = /^(\d+)W$/.exec(text)
  if (nearest) {
    const day = Number(nearest[1])
    if (day < 1 || day > 31) fail('“日”字段“nW”中的 n 必须在1-31之间')
    return { kind: 'nearestWeekday', day }
  }
  return { kind: 'list', items: list(text, RULES.dayOfMonth) }
}

function weekdayToken(token: string): number {
  return value(token, RULES.dayOfWeek)
}

function dayOfWeek(text: string): DayOfWeekField {
  if (text === '?') return { kind: 'any' }
  // A bare L in the weekday field is Quartz's alias for 7 (Saturday).
  if (text === 'L') return { kind: 'list', items: [{ start: 7, end: null, step: null }] }
  const lastOf = /^(\d+|[A-Z]{3})L$/.exec(text)
  if (lastOf) return { kind: 'lastOf', weekday: weekdayToken(lastOf[1]) }
  const nth = /^(\d+|[A-Z]{3})#(.*)$/.exec(text)
  if (nth) {
    if (!/^[1-5]$/.test(nth[2])) fail('“周”字段“#”后必须是1-5之间的数字')
    return { kind: 'nth', weekday: weekdayToken(nth[1]), nth: Number(nth[2]) }
  }
  return { kind: 'list', items: list(text, RULES.dayOfWeek) }
}

/**
 * Reads a Quartz cron expression (6 or 7 fields, case-insensitive) into a CronAst, or throws a CronSyntaxError with
 * a Chinese message. Accepts what Quartz 2.3 accepts except forms Quartz misreads or never fires: names with steps,
 * zero steps, years outside 1970-2199, weekdays above 7, more than seven fields.
 */
export function parseCronSyntax(expression: string): CronAst {
  const text = expression.trim().toUpperCase()
  if (text === '') fail('Cron表达式不能为空')
  const parts = text.split(/\s+/)
  if (parts.length < 6 || parts.length > 7) {
    fail(`Cron表达式应为6或7个字段（秒 分 时 日 月 周 [年]），实际为${parts.length}个`)
  }
  const [second, minute, hour, dom, month, dow, year] = parts
  const ast: CronAst = {
    second: list(second, RULES.second),
    minute: list(minute, RULES.minute),
    hour: list(hour, RULES.hour),
    dayOfMonth: dayOfMonth(dom),
    month: list(month, RULES.month),
    dayOfWeek: dayOfWeek(dow),
    year: year === undefined ? null : list(year, RULES.year),
  }
  const domAny = ast.dayOfMonth.kind === 'any'
  const dowAny = ast.dayOfWeek.kind === 'any'
  if (domAny && dowAny) fail('“日”和“周”不能同时为“?”')
  if (!domAny && !dowAny) fail('“日”和“周”必须有一个为“?”（Quartz 不支持同时指定日和周）')
  return ast
}
