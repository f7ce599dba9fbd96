import type { ArrayField, Field } from '@formily/core'
import { observer } from '@formily/react'
import type { CSSProperties } from 'react'
import { EditingCell } from './EditingCell'
import { PlainCell } from './PlainCell'
import { RowCell } from './RowCell'
import { ROW_HEIGHT } from './row-window'
import type { TableColumn } from './table-columns'

export interface VirtualRowProps {
  table: ArrayField
  index: number
  columns: TableColumn[]
  /** The key of this row's column being edited, if any. */
  editingKey?: string
  cellStyle: CSSProperties
  onOpen: (index: number, key: string) => void
  onLeave: () => void
}

/**
 * One row of the large table. Its data cells read the plain row and show text; the cell being edited and a cell
 * whose field holds a failing rule (so its tooltip shows) are live fields; row operations render through the schema.
 * The row re-renders alone when one of its values changes.
 */
export const VirtualRow = observer(
  ({ table, index, columns, editingKey, cellStyle, onOpen, onLeave }: VirtualRowProps) => {
    const row = (table.value as Record<string, unknown>[] | undefined)?.[index] ?? {}
    const base = `${table.address.toString()}.${index}`
    const failing = (name: string): boolean =>
      ((table.form.fields[`${base}.${name}`] as Field | undefined)?.selfErrors.length ?? 0) > 0
    const editable = table.pattern === 'editable'
    return (
      <tr style={{ height: ROW_HEIGHT }}>
        {columns.map((column) => {
          const cell = { table, index, column }
          let content
          if (column.dataNames.length === 0) content = <RowCell {...cell} />
          else if (editable && (editingKey === column.key || column.dataNames.some(failing)))
            content = <EditingCell {...cell} onLeave={onLeave} />
          else
            content = (
              <PlainCell
                values={column.dataNames.map((name) => row[name])}
                label={`编辑第 ${index + 1} 行${column.title}`}
                onOpen={editable ? () => onOpen(index, column.key) : undefined}
              />
            )
          return (
            <td key={column.key} style={cellStyle}>
              {content}
            </td>
          )
        })}
      </tr>
    )
  },
)
