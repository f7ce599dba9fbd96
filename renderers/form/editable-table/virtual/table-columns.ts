import type { Schema } from '@formily/react'
import { widgetOf } from '../../../widgets/registry'

export interface TableColumn {
  /** The column's key in the schema. */
  key: string
  schema: Schema
  title: string
  width?: number
  /** The row fields the column edits; none for a column of row operations (index, move, remove…). */
  dataNames: string[]
  /** The dictionary whose item texts the column's cell shows (a dict or multi-dict cell), if any. */
  dict?: string
}

const isColumn = (schema: Schema) => String(schema['x-component'] ?? '').includes('Column')

/** The dictionary of a cell whose widget shows one (`dict` …) and names it in its props. */
function dictOf(cell: Schema): string | undefined {
  const widget: unknown = cell['x-component']
  const dict = (cell['x-component-props'] as { dict?: unknown } | undefined)?.dict
  return typeof widget === 'string' && widgetOf(widget)?.showsDict && typeof dict === 'string' ? dict : undefined
}

/** The visible columns of the table's `items` schema, in schema order, as ArrayTable reads them. */
export function tableColumns(items: Schema | Schema[] | undefined): TableColumn[] {
  if (!items || Array.isArray(items)) return []
  return items.reduceProperties<TableColumn[], TableColumn[]>((columns, schema, key) => {
    if (!isColumn(schema) || schema['x-display'] === 'hidden' || schema['x-display'] === 'none') return columns
    const props = (schema['x-component-props'] ?? {}) as { title?: string; width?: number }
    const cells = schema.reduceProperties<[string, Schema][], [string, Schema][]>(
      (found, child, name) => (child.type === 'void' ? found : [...found, [String(name), child]]),
      [],
    )
    const dict = cells.map(([, cell]) => dictOf(cell)).find((code) => code !== undefined)
    const column = { key: String(key), schema, title: props.title ?? '', width: props.width }
    return [...columns, { ...column, dataNames: cells.map(([name]) => name), ...(dict ? { dict } : {}) }]
  }, [])
}
