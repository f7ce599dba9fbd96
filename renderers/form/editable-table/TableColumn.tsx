import type { VoidField } from '@formily/core'
import { useField, useFieldSchema, type Schema } from '@formily/react'
import { useLayoutEffect } from 'react'
import { columnWidthsOf, ROW_NUMBER_WIDTH, type ColumnWidths } from './layout'

const ROW_NUMBER = 'EditableTable.Index'

/** The widget of the column's first cell that names one (`date`, `userSelect` …). */
function cellWidgetOf(column: Schema): string | undefined {
  const components = Object.values(column.properties ?? {}).map((cell) => cell['x-component'] as unknown)
  return components.find((component): component is string => typeof component === 'string')
}

function widthsOf(column: Schema): ColumnWidths {
  const widget = cellWidgetOf(column)
  return widget === ROW_NUMBER ? { width: ROW_NUMBER_WIDTH } : columnWidthsOf(widget)
}

/**
 * A column of the editable table. ArrayTable reads a column's props from this field; the column takes the width and
 * minimum width of its cell's widget unless the schema gives them.
 */
export function TableColumn() {
  const field = useField<VoidField>()
  const schema = useFieldSchema()
  useLayoutEffect(() => {
    const given = field.componentProps as Partial<ColumnWidths>
    const widths = widthsOf(schema)
    field.setComponentProps({
      width: given.width ?? widths.width,
      ...(widths.minWidth === undefined ? {} : { minWidth: given.minWidth ?? widths.minWidth }),
    })
  }, [field, schema])
  return null
}
