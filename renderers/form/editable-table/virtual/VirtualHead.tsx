import { Checkbox } from 'antd'
import type { CSSProperties } from 'react'
import type { RowChoice } from '../row-selection'
import type { TableColumn } from './table-columns'

export interface VirtualHeadProps {
  columns: TableColumn[]
  /** The selection column's header box, when rows can be chosen. */
  choice?: RowChoice
  style: CSSProperties
}

/** The large table's header row: the tri-state box of the selection column, then the column titles. */
export function VirtualHead({ columns, choice, style }: VirtualHeadProps) {
  return (
    <thead>
      <tr>
        {choice && (
          <th style={style}>
            <Checkbox
              aria-label="选择全部行"
              checked={choice.header === 'all'}
              indeterminate={choice.header === 'some'}
              onChange={(event) => choice.toggleAll(event.target.checked)}
            />
          </th>
        )}
        {columns.map((column) => (
          <th key={column.key} style={style}>
            {column.title}
          </th>
        ))}
      </tr>
    </thead>
  )
}
