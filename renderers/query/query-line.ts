import type { QueryField } from '@/generated/validators'

/** Match rules the builder offers (spec §9), with their Chinese names. */
export const QUERY_RULES = [
  { value: 'eq', label: '等于' },
  { value: 'like', label: '包含' },
  { value: 'in', label: '在...中' },
  { value: 'ne', label: '不等于' },
  { value: 'gt', label: '大于' },
  { value: 'ge', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'le', label: '小于等于' },
] as const

/** Accessible name of every line's value input. */
export const VALUE_LABEL = '查询值'

export type QueryRule = (typeof QUERY_RULES)[number]['value']
export type MatchType = 'and' | 'or'
export type ValueType = NonNullable<QueryField['type']>
export type DbType = NonNullable<QueryField['dbType']>

export interface QueryOption {
  value: string | number | boolean
  label: string
}

export type QueryPopup = NonNullable<QueryField['popup']>

/** What a line copies from its field when the field is chosen (spec §3 advanced query line). */
export interface FieldSettings {
  type: ValueType
  dbType: DbType
  options?: QueryOption[]
  popup?: QueryPopup
  dictCode?: string
  dictTable?: string
  dictText?: string
}

/** A field a condition may name. */
export interface QueryFieldDef extends FieldSettings {
  field: string
  label: string
}

/** One condition line of the builder; `key` only tells lines apart on screen. */
export interface QueryLine extends Partial<FieldSettings> {
  key: string
  field?: string
  rule?: QueryRule
  val?: unknown
}

let lastKey = 0
export const newLine = (): QueryLine => ({ key: `line-${++lastKey}`, rule: 'eq' })

/** Choosing a field empties the value and takes the field's type, options and dictionary. */
export function withField(line: QueryLine, field: QueryFieldDef): QueryLine {
  const { type, dbType, options, popup, dictCode, dictTable, dictText } = field
  return { key: line.key, rule: line.rule, field: field.field, type, dbType, options, popup, dictCode, dictTable, dictText, val: undefined }
}

/** Leaving 'in' on a dictionary or option field keeps only the first of the chosen values. */
export function withRule(line: QueryLine, rule: QueryRule): QueryLine {
  const choosesFromList = !!line.dictCode || Array.isArray(line.options)
  if (line.rule !== 'in' || rule === 'in' || !choosesFromList) return { ...line, rule }
  const first = Array.isArray(line.val) ? line.val[0] : typeof line.val === 'string' ? line.val.split(',')[0] : line.val
  return { ...line, rule, val: first }
}

const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** A line counts only with a field, a rule and a value (spec §5). */
export const isComplete = (line: QueryLine): boolean => !!line.field && !!line.rule && !blank(line.val)

/** The code the dictionary widgets take: a plain code, or `table,text,code`. */
export const dictOf = (line: Pick<QueryLine, 'dictCode' | 'dictTable' | 'dictText'>): string | undefined =>
  line.dictTable ? `${line.dictTable},${line.dictText},${line.dictCode}` : line.dictCode

/** Splits a schema dictionary into the line's dictCode / dictTable / dictText, as the saved queries keep them. */
export function splitDict(dict: string | undefined): Pick<FieldSettings, 'dictCode' | 'dictTable' | 'dictText'> {
  if (!dict) return {}
  const [table, text, code] = dict.split(',')
  return code === undefined ? { dictCode: dict } : { dictTable: table, dictText: text, dictCode: code }
}
