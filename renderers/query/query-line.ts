import type { QueryField } from '../generated/schema-language'

/** Match rules the builder offers (those QueryGenerator applies to superQueryParams), with their Chinese names. */
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

/** What a line copies from its field when the field is chosen. */
export interface FieldSettings {
  type: ValueType
  dbType: DbType
  options?: QueryOption[]
  popup?: QueryPopup
  dictCode?: string
  dictTable?: string
  dictText?: string
  /** sel_user / sel_depart: the picked row's property the value is made of, instead of username / id. */
  customReturnField?: string
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

/** Field types whose value is picked: the user picker and the department select (JeecgBoot's sel_user, sel_depart). */
export const PICKED_TYPES = ['sel_user', 'sel_depart'] as const satisfies readonly ValueType[]
export type PickedType = (typeof PICKED_TYPES)[number]

export const isPicked = (type: ValueType | undefined): type is PickedType => PICKED_TYPES.includes(type as PickedType)

/** A picked user or department is one of a set: it equals, is among, or is not the value; sizes and substrings mean nothing. */
const PICKED_RULES: readonly QueryRule[] = ['eq', 'in', 'ne']

/** The rules a line of this type offers. */
export const rulesFor = (type: ValueType | undefined): ReadonlyArray<(typeof QUERY_RULES)[number]> =>
  isPicked(type) ? QUERY_RULES.filter((rule) => PICKED_RULES.includes(rule.value)) : QUERY_RULES

/** Choosing a field empties the value and takes the field's type, options and dictionary; a rule the type does not offer becomes eq. */
export function withField(line: QueryLine, field: QueryFieldDef): QueryLine {
  const { type, dbType, options, popup, dictCode, dictTable, dictText, customReturnField } = field
  const rule = rulesFor(type).some((offered) => offered.value === line.rule) ? line.rule : 'eq'
  return {
    key: line.key,
    rule,
    field: field.field,
    type,
    dbType,
    options,
    popup,
    dictCode,
    dictTable,
    dictText,
    customReturnField,
    val: undefined,
  }
}

/** Leaving 'in' on a dictionary, option or picked field keeps only the first of the chosen values. */
export function withRule(line: QueryLine, rule: QueryRule): QueryLine {
  const choosesFromList = !!line.dictCode || Array.isArray(line.options) || isPicked(line.type)
  if (line.rule !== 'in' || rule === 'in' || !choosesFromList) return { ...line, rule }
  const first: unknown = Array.isArray(line.val)
    ? line.val[0]
    : typeof line.val === 'string'
      ? line.val.split(',')[0]
      : line.val
  return { ...line, rule, val: first }
}

const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** A line counts only with a field, a rule and a value: the backend skips a condition that lacks one. */
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
