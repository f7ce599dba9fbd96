import { checkRule } from '../../../schemas/rules/checks'
import { comparedFields, fieldRuleMessage } from '../../../schemas/rules/field-rules'
import { formatDateTime, parseDateTime } from '../db/time'
import { fieldKind, type EntitySchema } from './entity-schemas'
import { textOf } from '../services/text'

/** A field's rules from schemas/rules: a rule name, or `[name, param]` for rules with a parameter. */
export type FieldRules = Readonly<Record<string, ReadonlyArray<string | readonly [string, unknown]>>>

/** Properties the server fills in itself, so a body never has to carry them. */
const SERVER_SET = new Set(['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'delFlag'])

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

export interface ValidationOutcome {
  /** The body restricted to entity properties, numbers coerced the way Jackson coerces them. */
  values: Record<string, unknown>
  /** The first problem, in Chinese, or undefined. */
  error?: string
}

/** Jackson's view of one JSON value for a property of the given kind; the message when it cannot bind. */
function coerce(schema: EntitySchema, name: string, value: unknown): { value: unknown; error?: string } {
  const field = schema.properties[name]
  const title = field.title ?? name
  if (value === null || value === undefined || value === '')
    return { value: value === '' && fieldKind(field) !== 'string' ? null : value }
  switch (fieldKind(field)) {
    case 'integer': {
      const number =
        typeof value === 'number'
          ? value
          : /^[-+]?\d+$/.test(textOf(value).trim())
            ? Number(textOf(value).trim())
            : Number.NaN
      return Number.isInteger(number) ? { value: number } : { value, error: `${title}必须是整数` }
    }
    case 'number': {
      const number = typeof value === 'number' ? value : Number(textOf(value).trim())
      if (Number.isNaN(number)) return { value, error: `${title}必须是数字` }
      // A money column is DECIMAL(…, 2): a third decimal would be rounded away silently, so it is refused instead.
      if (field.format === 'money' && Number(number.toFixed(2)) !== number)
        return { value, error: `${title}最多保留两位小数` }
      return { value: number }
    }
    case 'boolean':
      if (typeof value === 'boolean') return { value }
      if (value === 'true' || value === 1 || value === '1') return { value: true }
      if (value === 'false' || value === 0 || value === '0') return { value: false }
      return { value, error: `${title}必须是“是”或“否”` }
    case 'date':
    case 'datetime': {
      const text = textOf(value).trim()
      const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text)
      const full = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)
      // A day the calendar lacks (2024-02-30, 25:00:00) would roll over into another; refuse it like a bad format.
      const exists = formatDateTime(parseDateTime(text)).startsWith(text)
      if (!(dateOnly || full) || !exists) {
        return {
          value,
          error: `${title}格式不正确，应为${fieldKind(field) === 'date' ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm:ss'}`,
        }
      }
      // Jackson reads a date-only text into a Date at midnight; date-time columns show it in full.
      return { value: fieldKind(field) === 'datetime' && dateOnly ? `${text} 00:00:00` : text }
    }
    default:
      return typeof value === 'object' ? { value, error: `${title}必须是文本` } : { value: textOf(value) }
  }
}

/**
 * Checks a request body against its entity schema (types, required properties) and the rule
 * catalogue of schemas/rules (the same messages the forms show). `existing` is the stored row on
 * edit: required properties may then be left out of the body; `generated` ones always may.
 */
export function validateBody(
  schema: EntitySchema,
  body: Record<string, unknown>,
  options: { rules?: FieldRules; generated?: readonly string[]; existing?: Record<string, unknown> } = {},
): ValidationOutcome {
  const { rules = {}, generated = [], existing } = options
  const values: Record<string, unknown> = {}
  for (const name of Object.keys(schema.properties)) {
    if (!(name in body) || (schema.properties[name]['x-write-only'] === true && isEmpty(body[name]))) continue
    const coerced = coerce(schema, name, body[name])
    if (coerced.error) return { values, error: coerced.error }
    values[name] = coerced.value
  }
  const merged = {
    ...existing,
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined)),
  }
  for (const name of schema.required ?? []) {
    if (!SERVER_SET.has(name) && !generated.includes(name) && isEmpty(merged[name]))
      return { values, error: `${schema.properties[name]?.title ?? name}不能为空` }
  }
  for (const [name, fieldRules] of Object.entries(rules)) {
    // On edit only the values sent are judged; a stored value was judged when it was written.
    if (existing && !(name in values)) continue
    for (const entry of fieldRules) {
      const [rule, param] = typeof entry === 'string' ? [entry, undefined] : entry
      const message = checkRule(rule, merged[name], param, merged)
      if (message) return { values, error: `${schema.properties[name]?.title ?? name}：${message}` }
    }
  }
  return { values, error: entityRuleProblem(schema, values, merged, !!existing) }
}

/**
 * The first break of the value rules the entity's fields declare (`x-validator`, schemas/rules/field-rules.ts), as
 * the form shows it under the field's title. On edit a field is judged when it or a field it compares with is sent.
 */
function entityRuleProblem(
  schema: EntitySchema,
  values: Record<string, unknown>,
  merged: Record<string, unknown>,
  editing: boolean,
): string | undefined {
  for (const [name, field] of Object.entries(schema.properties)) {
    const sent = [name, ...comparedFields(field)].some((each) => each in values)
    if (editing && !sent) continue
    const message = fieldRuleMessage(schema, name, merged)
    if (message) return `${field.title ?? name}：${message}`
  }
  return undefined
}
