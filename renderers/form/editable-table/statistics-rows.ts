import type { ArrayField } from '@formily/core'
import { useFieldSchema, type Schema } from '@formily/react'
import { useMemo } from 'react'
import type { Column } from '../../generated/schema-language'
import { statisticsSummary } from '../../list/statistics-rows'

const isColumn = (schema: Schema) => String(schema['x-component'] ?? '').endsWith('Column')

const isShown = (schema: Schema) => !['hidden', 'none'].includes(String(schema['x-display'] ?? 'visible'))

/**
 * A column of the editable table as a list column: the field and widget of its first value cell, and the
 * `statistics` its `x-component-props` declare (合计, 平均 of that field over the rows).
 */
function asListColumn(name: string, column: Schema): Column {
  const props = (column['x-component-props'] ?? {}) as Pick<Column, 'statistics' | 'align'>
  const cells = Object.entries(column.properties ?? {}).filter(([, cell]) => cell.type !== 'void')
  const [field, cell] = cells[0] ?? [name, undefined]
  // A number cell that holds money (`money: true`) shows its figures as the money widget does.
  const cellProps = cell?.['x-component-props'] as { money?: boolean } | undefined
  const widget: unknown = cellProps?.money ? 'money' : cell?.['x-component']
  return {
    field,
    ...(props.statistics ? { statistics: props.statistics, render: typeof widget === 'string' ? widget : 'text' } : {}),
    ...(props.align ? { align: props.align } : {}),
  }
}

/**
 * The rows under an editable table whose columns declare `statistics`, as a list draws them (the list's own
 * statistics rows): each figure over the rows typed so far, drawn with its cell's widget. Undefined without any.
 * Called in the table's (observer) render: the rows are read there, so the figures follow every typed value.
 */
export function useStatisticsRows(field: ArrayField, selection: boolean) {
  const schema = useFieldSchema()
  const { draw, fields } = useMemo(() => {
    const items = Array.isArray(schema.items) ? schema.items[0] : schema.items
    const columns = Object.entries(items?.properties ?? {})
      .filter(([, column]) => isColumn(column) && isShown(column))
      .map(([name, column]) => asListColumn(name, column))
    return {
      draw: statisticsSummary(columns, { selection, actions: false }),
      fields: columns.filter((column) => column.statistics).map((column) => column.field),
    }
  }, [schema, selection])
  if (!draw) return undefined
  // Only the summed fields are read: typing in another cell does not redraw the table.
  const rows = (Array.isArray(field.value) ? (field.value as Record<string, unknown>[]) : []).map((row) =>
    Object.fromEntries(fields.map((name) => [name, row?.[name]])),
  )
  return () => draw(rows)
}
