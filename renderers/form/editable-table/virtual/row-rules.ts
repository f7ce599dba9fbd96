import type { ArrayField, Field } from '@formily/core'
import { FormPath } from '@formily/core'
import { raw } from '@formily/reactive'
import type { Schema } from '@formily/react'
import { validate } from '@formily/validator'
import { isEmptyValue } from '@schemas/rules/checks'
import { uniqueMessage } from '../../../rules/column-rules'
import type { TableColumn } from './table-columns'

type Row = Record<string, unknown>
type Rule = Record<string, unknown>

/** The first cell of the table that fails its column's rules. */
export interface CellFailure {
  index: number
  /** The column's key and the cell's field name in the row. */
  column: string
  name: string
  message: string
}

interface CellRules {
  column: string
  name: string
  title: string
  /** The cell's rules but `unique`, which is judged over the whole column at once. */
  rules: Rule[]
  unique: boolean
}

const asRules = (validator: unknown): Rule[] =>
  (Array.isArray(validator) ? validator : validator === undefined ? [] : [validator]).map((rule) =>
    typeof rule === 'string' ? { format: rule } : (rule as Rule),
  )

function cellRulesOf(column: TableColumn): CellRules[] {
  return column.schema.reduceProperties<CellRules[], CellRules[]>((cells, cell: Schema, name) => {
    if (cell.type === 'void') return cells
    const rules = [...(cell.required === true ? [{ required: true }] : []), ...asRules(cell['x-validator'])]
    const unique = rules.some((rule) => rule.unique === true)
    const others = rules
      .map((rule) => Object.fromEntries(Object.entries(rule).filter(([key]) => key !== 'unique')))
      .filter((rule) => Object.keys(rule).some((key) => key !== 'message' && key !== 'triggerType'))
    const title = typeof cell.title === 'string' ? cell.title : ''
    return [...cells, { column: column.key, name: String(name), title, rules: others, unique }]
  }, [])
}

/** The values a column holds more than once (blanks aside): the cells a `unique` rule refuses. */
function repeatedValues(rows: Row[], name: string): Set<unknown> {
  const seen = new Set<unknown>()
  const repeated = new Set<unknown>()
  for (const row of rows) {
    const value = row?.[name]
    if (isEmptyValue(value)) continue
    if (seen.has(value)) repeated.add(value)
    seen.add(value)
  }
  return repeated
}

/**
 * Judges every row of the table against its columns' rules as the cells' own fields would (Formily's validator with
 * the app's rules), including rows never opened: the large table keeps no field for them. A rule that reads its place
 * (`unique`, `handler`) sees the cell's path and title as a field's. Resolves the first failing cell, in row order and
 * then column order, or undefined when every row passes.
 */
export async function firstFailingCell(table: ArrayField, columns: TableColumn[]): Promise<CellFailure | undefined> {
  const rows = (Array.isArray(table.value) ? raw(table.value) : []) as Row[]
  const cells = columns.flatMap(cellRulesOf).filter((cell) => cell.rules.length > 0 || cell.unique)
  const repeated = new Map(
    cells.filter((cell) => cell.unique).map((cell) => [cell.name, repeatedValues(rows, cell.name)]),
  )
  const base = table.path.toString()
  for (let index = 0; index < rows.length; index += 1) {
    for (const cell of cells) {
      const value = rows[index]?.[cell.name]
      const place = { path: FormPath.parse(`${base}.${index}.${cell.name}`), title: cell.title } as unknown as Field
      const { error } = await validate(value, cell.rules, {
        validateFirst: true,
        context: { field: place, form: table.form },
      })
      const message = error?.[0] ?? (repeated.get(cell.name)?.has(value) ? uniqueMessage(cell.title) : undefined)
      if (message !== undefined) return { index, column: cell.column, name: cell.name, message }
    }
  }
  return undefined
}
