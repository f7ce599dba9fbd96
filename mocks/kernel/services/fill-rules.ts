import type { Database } from '../db/database'
import type { Row } from '../db/table'
import { formatDateTime } from '../db/time'
import { textOf } from './text'

type Json = Record<string, unknown>

/** `IFillRuleHandler.execute(params, formData)`: a rule class of the built-in backend. */
type RuleHandler = (db: Database, params: Json, formData: Json) => unknown

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `yyyyMMdd`, `yyyyMM`, `yyyy` (the patterns the business rules use) applied to the server's clock. */
function datePart(db: Database, pattern: string): string {
  const stamp = formatDateTime(db.now()).replace(/[- :]/g, '')
  const lengths: Record<string, number> = { yyyyMMddHHmmss: 14, yyyyMMdd: 8, yyyyMM: 6, yyyy: 4, '': 0 }
  return stamp.slice(0, lengths[pattern] ?? 8)
}

/**
 * The agency's number rule: prefix + date + a serial of `digits` digits that restarts each date, e.g. KH202611260001.
 * `prefixes` keyed by the form's `prefixField` value choose another prefix (案号 P… for patents, T… for trademarks).
 * The serial goes past the largest number of that stem already stored in `table`.`field` and past every number
 * drawn before, so two forms opened at once never get the same number, and numbers only grow.
 */
const serialNumberRule: RuleHandler = (db, params, formData) => {
  const prefixes = (params.prefixes ?? {}) as Json
  const chosen = params.prefixField ? prefixes[textOf(formData[textOf(params.prefixField)])] : undefined
  const stem = `${textOf(chosen ?? params.prefix ?? '')}${datePart(db, textOf(params.dateFormat ?? 'yyyyMMdd'))}`
  const digits = Number(params.digits ?? 4)
  const pattern = new RegExp(`^${escaped(stem)}(\\d{${digits}})$`)
  const stored = params.table
    ? db
        .table<Row>(textOf(params.table))
        .list()
        .reduce((max, row) => {
          const match = pattern.exec(textOf(row[textOf(params.field)]))
          return match ? Math.max(max, Number(match[1])) : max
        }, 0)
    : 0
  const key = `fillRule:serial:${stem}`
  const next = Math.max(stored, db.kv.get<number>(key) ?? 0) + 1
  db.kv.set(key, next)
  return `${stem}${String(next).padStart(digits, '0')}`
}

/** `OrderNumberRule` of the demo: prefix (default CN) + yyyyMMddHHmmss + two random digits (+ formData.name). */
const orderNumberRule: RuleHandler = (db, params, formData) => {
  const random = String(Math.floor(Math.random() * 90) + 10)
  return `${textOf(params.prefix ?? 'CN')}${datePart(db, 'yyyyMMddHHmmss')}${random}${textOf(formData.name ?? '')}`
}

/** Rule classes by their fully-qualified name, as `ruleClass` stores them. */
export const RULE_CLASSES: Readonly<Record<string, RuleHandler>> = {
  'org.jeecg.modules.ipr.rule.SerialNumberRule': serialNumberRule,
  'org.jeecg.modules.system.rule.OrderNumberRule': orderNumberRule,
}

function parseObject(text: unknown): Json | null {
  if (text === null || text === undefined || textOf(text).trim() === '') return {}
  try {
    const parsed: unknown = JSON.parse(textOf(text))
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : null
  } catch {
    return null
  }
}

/**
 * Whether `value` was drawn by a rule whose prefix follows a field (`prefixField`) for another value of that field
 * than `formData` now holds: a form drew the number before the user chose, say, the business type.
 */
export function drawnForAnotherChoice(db: Database, ruleCode: string, formData: Json, value: string): boolean {
  const rule = db.table<Row>('sys_fill_rule').first((row) => row.ruleCode === ruleCode)
  const params = rule && parseObject(rule.ruleParams)
  if (!params?.prefixField) return false
  const prefixes = (params.prefixes ?? {}) as Json
  const current = textOf(prefixes[textOf(formData[textOf(params.prefixField)])] ?? params.prefix ?? '')
  // The longest prefix of the rule the value starts with tells which choice drew it; a number typed by hand (none)
  // is the user's.
  const drawnWith = [params.prefix, ...Object.values(prefixes)]
    .map(textOf)
    .filter((stem) => stem !== '' && value.startsWith(stem))
    .sort((a, b) => b.length - a.length)[0]
  return drawnWith !== undefined && drawnWith !== current
}

/**
 * Whether `value` has the shape of the rule's numbers (one of its prefixes, a date, its serial) and another row of the
 * rule's table holds it already: a form drew it, then another save took it (two forms left open over a restart, a
 * rule edited back). Such a number is the rule's to replace; one typed by hand is the user's, refused as a duplicate.
 */
export function drawnAndTaken(db: Database, ruleCode: string, value: string): boolean {
  const rule = db.table<Row>('sys_fill_rule').first((row) => row.ruleCode === ruleCode)
  const params = rule && parseObject(rule.ruleParams)
  if (!params?.table || !params.field) return false
  const shaped = [params.prefix, ...Object.values((params.prefixes ?? {}) as Json)]
    .map(textOf)
    .some((prefix) => prefix !== '' && new RegExp(`^${escaped(prefix)}\\d+$`).test(value))
  return shaped && db.table<Row>(textOf(params.table)).first((row) => row[textOf(params.field)] === value) !== undefined
}

/** `FillRuleUtil.executeRule`: the rule's value, or null when the code, the class or the parameters fail. */
export function executeFillRule(db: Database, ruleCode: string, formData: Json): unknown {
  const rule = db.table<Row>('sys_fill_rule').first((row) => row.ruleCode === ruleCode)
  const handler = rule && RULE_CLASSES[textOf(rule.ruleClass)]
  const params = rule && parseObject(rule.ruleParams)
  if (!handler || !params) return null
  try {
    return handler(db, params, formData ?? {}) ?? null
  } catch {
    return null
  }
}
