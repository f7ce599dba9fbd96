import { Checkbox } from 'antd'
import type { RowChoice } from '../row-selection'
import type { TableColumn } from './table-columns'
import { VIRTUAL_TABLE } from './virtual-table-styles'

export interface VirtualHeadProps {
  columns: TableColumn[]
  /** The selection column's header box, when rows can be chosen. */
  choice?: RowChoice
}

const HEAD_CELL = `${VIRTUAL_TABLE.cell} ${VIRTUAL_TABLE.head}`

/** The large table's header row: the tri-state box of the selection column, then the column titles. */
export function VirtualHead({ columns, choice }: VirtualHeadProps) {
  return (
    <thead>
      <tr>
        {choice && (
          <th className={HEAD_CELL}>
            <Checkbox
              aria-label="选择全部行"
              checked={choice.header === 'all'}
              indeterminate={choice.header === 'some'}
              onChange={(event) => choice.toggleAll(event.target.checked)}
            />
          </th>
        )}
        {columns.map((column) => (
          <th key={column.key} className={HEAD_CELL}>
            {column.title}
          </th>
        ))}
      </tr>
    </thead>
  )
}
