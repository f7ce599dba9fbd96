/** The form fields a picker's options depend on: dictionary column (camelCase) → form field path. */
export type DependsOn = Readonly<Record<string, string>>

/** `departId` → `depart_id`, as JeecgBoot's `oConvertUtils.camelToUnderline` names a column. */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** A value inside an SQL string literal: a quote is doubled, so a typed value can never end the literal. */
const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`

const filled = (value: unknown) => value !== undefined && value !== null && value !== ''

/**
 * The table dictionary code `table,text,code[,condition]` narrowed to the rows whose columns equal the form's values
 * (`depart_id='…'`), joined to the code's own condition with `and`; a dependency left empty narrows nothing.
 */
export function narrowedDictCode(dict: string, values: ReadonlyArray<readonly [column: string, value: unknown]>) {
  const conditions = values
    .filter(([, value]) => filled(value))
    .map(([column, value]) => `${columnOf(column)}=${literal(value)}`)
  if (conditions.length === 0) return dict
  const [table, text, code, own] = dict.split(',')
  return [table, text, code, [...(own ? [`(${own})`] : []), ...conditions].join(' and ')].join(',')
}

/** Whether a dependency changed from a filled value to another (a form's first values load from empty). */
export const dependencyChanged = (before: readonly unknown[], after: readonly unknown[]) =>
  before.some((value, index) => filled(value) && value !== after[index])
