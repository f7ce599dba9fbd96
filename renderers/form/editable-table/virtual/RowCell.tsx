import { ArrayBase } from '@formily/antd-v5/esm/array-base'
import type { ArrayField } from '@formily/core'
import { RecursionField } from '@formily/react'
import type { TableColumn } from './table-columns'

export interface RowCellProps {
  table: ArrayField
  index: number
  column: TableColumn
}

/**
 * A column's schema rendered for one row as ArrayTable renders it: its fields are Formily fields at
 * `<table>.<index>.<name>` and its row operations see the row's index.
 */
export function RowCell({ table, index, column }: RowCellProps) {
  return (
    <ArrayBase.Item index={index} record={() => (table.value as unknown[] | undefined)?.[index]}>
      <RecursionField schema={column.schema} name={index} onlyRenderProperties />
    </ArrayBase.Item>
  )
}
