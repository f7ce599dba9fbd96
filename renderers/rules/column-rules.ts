import type { Field, Form } from '@formily/core'
import { checkRule, isEmptyValue, ruleOfPreset } from '@schemas/rules/checks'

type Row = Record<string, unknown>

/** A named custom check of a table column: the message when the value fails, else undefined. */
export type ColumnCheck = (value: unknown, row: Row, rows: readonly Row[]) => string | undefined

interface RuleContext {
  field?: Field
  form?: Form
}

const customChecks = new Map<string, ColumnCheck>()

/** The app registers its named column checks once; a column names one with {"handler": "<name>"}. */
export function registerColumnChecks(checks: Record<string, ColumnCheck>): void {
  for (const [name, check] of Object.entries(checks)) customChecks.set(name, check)
}

/** Where a cell sits: its table's rows, its own row index and the cell's key inside the row. */
function cellPlace(context: RuleContext): { rows: Row[]; index: number; key: string } | undefined {
  const { field, form } = context
  if (!field || !form) return undefined
  const segments = field.path.segments
  const at = segments.findLastIndex((segment) => typeof segment === 'number' || /^\d+$/.test(String(segment)))
  if (at < 0) return undefined
  const rows = form.getValuesIn(segments.slice(0, at)) as unknown
  return {
    rows: Array.isArray(rows) ? (rows as Row[]) : [],
    index: Number(segments[at]),
    key: segments.slice(at + 1).join('.'),
  }
}

/** The message of a `unique` failure: the cell's title (电话不能重复), else 该值. */
export const uniqueMessage = (title: unknown): string =>
  `${typeof title === 'string' && title !== '' ? title : '该值'}不能重复`

/**
 * The column rules of JVxeTable's validateRules as Formily rules: `preset` names a catalogue rule by its short
 * spelling, `unique` fails when another row holds the same value, `handler` runs a named custom check.
 */
export const COLUMN_RULES = {
  preset: (value: unknown, rules: Record<string, unknown>): string => {
    const name = ruleOfPreset(String(rules.preset))
    return name ? (checkRule(name, value) ?? '') : `未知的校验预设 "${String(rules.preset)}"`
  },
  unique: (value: unknown, rules: Record<string, unknown>, context: RuleContext): string => {
    const place = cellPlace(context)
    if (!rules.unique || !place || isEmptyValue(value)) return ''
    const taken = place.rows.some((row, index) => index !== place.index && row?.[place.key] === value)
    return taken ? uniqueMessage(context.field?.title) : ''
  },
  handler: (value: unknown, rules: Record<string, unknown>, context: RuleContext): string => {
    const check = customChecks.get(String(rules.handler))
    if (!check) return `未注册的校验方法 "${String(rules.handler)}"`
    const place = cellPlace(context)
    return check(value, place?.rows[place.index] ?? {}, place?.rows ?? []) ?? ''
  },
}

export const COLUMN_RULE_NAMES = Object.keys(COLUMN_RULES)
