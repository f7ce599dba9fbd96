import type { ArrayField, Field } from '@formily/core'
import { observer } from '@formily/react'
import { Checkbox } from 'antd'
import type { RowChoice } from '../row-selection'
import { EditingCell } from './EditingCell'
import { PlainCell } from './PlainCell'
import { RowCell } from './RowCell'
import type { TableColumn } from './table-columns'
import { VIRTUAL_TABLE } from './virtual-table-styles'

export interface VirtualRowProps {
  table: ArrayField
  index: number
  columns: TableColumn[]
  /** The key of this row's column being edited, if any. */
  editingKey?: string
  /** The row's box in the selection column, when rows can be chosen. */
  choice?: RowChoice
  /** Whether a dragged row would be dropped on this one (it shows an outline). */
  dropTarget: boolean
  onOpen: (index: number, key: string) => void
  onLeave: () => void
}

/**
 * One row of the large table. Its data cells read the plain row and show text; the cell being edited and a cell
 * whose field holds a failing rule (so its tooltip shows) are live fields; row operations render through the schema.
 * The row reads none of its values itself: each plain cell and the selection box observe what they show, so typing
 * re-renders the edited cell alone.
 */
/** The row's box in the selection column; whether the row may be chosen depends on its values. */
const ChoiceBox = observer(({ row, index, choice }: { row: object; index: number; choice: RowChoice }) => (
  <Checkbox
    aria-label={`选择第 ${index + 1} 行`}
    checked={choice.isChosen(row)}
    disabled={!choice.isSelectable(row, index)}
    onChange={(event) => choice.toggle(row, event.target.checked)}
  />
))

export const VirtualRow = observer(
  ({ table, index, columns, editingKey, choice, dropTarget, onOpen, onLeave }: VirtualRowProps) => {
    const row = (table.value as Record<string, unknown>[] | undefined)?.[index] ?? {}
    const base = `${table.address.toString()}.${index}`
    const failing = (name: string): boolean =>
      ((table.form.fields[`${base}.${name}`] as Field | undefined)?.selfErrors.length ?? 0) > 0
    const editable = table.pattern === 'editable'
    return (
      <tr
        data-row-index={index}
        className={dropTarget ? `${VIRTUAL_TABLE.row} ${VIRTUAL_TABLE.dropTarget}` : VIRTUAL_TABLE.row}
      >
        {choice && (
          <td className={VIRTUAL_TABLE.cell}>
            <ChoiceBox row={row} index={index} choice={choice} />
          </td>
        )}
        {columns.map((column) => {
          const cell = { table, index, column }
          let content
          if (column.dataNames.length === 0) content = <RowCell {...cell} />
          else if (editable && (editingKey === column.key || column.dataNames.some(failing)))
            content = <EditingCell {...cell} onLeave={onLeave} />
          else
            content = (
              <PlainCell
                row={row}
                names={column.dataNames}
                {...(column.dict ? { dict: column.dict } : {})}
                label={`编辑第 ${index + 1} 行${column.title}`}
                onOpen={editable ? () => onOpen(index, column.key) : undefined}
              />
            )
          return (
            <td key={column.key} className={VIRTUAL_TABLE.cell}>
              {content}
            </td>
          )
        })}
      </tr>
    )
  },
)
