import type { Schema } from '@formily/react'

export interface TableColumn {
  /** The column's key in the schema. */
  key: string
  schema: Schema
  title: string
  width?: number
  /** The row fields the column edits; none for a column of row operations (index, move, remove…). */
  dataNames: string[]
}

const isColumn = (schema: Schema) => String(schema['x-component'] ?? '').includes('Column')

/** The visible columns of the table's `items` schema, in schema order, as ArrayTable reads them. */
export function tableColumns(items: Schema | Schema[] | undefined): TableColumn[] {
  if (!items || Array.isArray(items)) return []
  return items.reduceProperties<TableColumn[], TableColumn[]>((columns, schema, key) => {
    if (!isColumn(schema) || schema['x-display'] === 'hidden' || schema['x-display'] === 'none') return columns
    const props = (schema['x-component-props'] ?? {}) as { title?: string; width?: number }
    const dataNames = schema.reduceProperties<string[], string[]>(
      (names, child, name) => (child.type === 'void' ? names : [...names, String(name)]),
      [],
    )
    return [...columns, { key: String(key), schema, title: props.title ?? '', width: props.width, dataNames }]
  }, [])
}
