import { ArrayTable } from '@formily/antd-v5/esm/array-table'
import type { ArrayField } from '@formily/core'
import { observer, useField } from '@formily/react'
import { Button, Space, Typography, type TableProps } from 'antd'
import { useRef } from 'react'
import { useRowsWithoutInitialValues } from './initial-rows'
import { AddRow } from './AddRow'
import { useStoredRows } from './change-report'
import { CheckboxCell, SwitchCell } from './cells/ChoiceCells'
import { DragMenu } from './cells/DragMenu'
import { NumberCell } from './cells/NumberCell'
import { SlotCell } from './cells/SlotCell'
import { TagCell } from './cells/TagCell'
import { useFormTable } from './form-tables'
import { InsertAfter } from './InsertAfter'
import { MAX_BODY_HEIGHT, ROW_HEIGHT, TABLE_SIZE } from './layout'
import { RowNumber } from './RowNumber'
import { SortHandle } from './SortHandle'
import { TableColumn } from './TableColumn'
import { TableCell } from './TableCell'
import { useRowSelection } from './row-selection'
import { useSiblingRevalidation } from './sibling-revalidation'
import { useSortNumbers } from './sort-numbers'
import { VIRTUAL_FROM_ROWS } from './virtual/row-window'
import { VirtualRows } from './virtual/VirtualRows'
import { useStatisticsRows } from './statistics-rows'
import { useTableSync } from './sync/use-table-sync'

export interface EditableTableProps extends Omit<TableProps<Record<string, unknown>>, 'rowSelection'> {
  /** A checkbox column (its header tri-state) and a 删除选中 button for the chosen rows. */
  selectable?: boolean
  /** Which rows may be chosen: an expression (no braces) over `record` and `index`; the others' boxes are disabled. */
  rowSelectable?: string
  /** The row field that holds the sort number, kept 1..n in table order. */
  sortField?: string
  /**
   * Real-time sync: the page id of the shared table socket (`/vxeSocket/{userId}/{pageId}`); the same table open in
   * other pages with the same id shows the rows typed here as they change.
   */
  sync?: string
  /**
   * A save sends `{ added, changed, removedIds }` for this table instead of its rows: the rows without an id, the
   * stored rows edited since they came, and the ids of the stored rows removed.
   */
  sendChanges?: boolean
  /**
   * The entity of the rows (an `$id` of schemas/entities/): columns take their titles, cells their widgets and prompts
   * from it when the page is loaded (schema/entity-defaults.ts); the table itself does nothing with it.
   */
  entity?: string
}

const rowHeight = () => ({ style: { height: ROW_HEIGHT } })

const SelectionBar = ({ count, onRemove }: { count: number; onRemove: () => void }) => (
  <Space style={{ marginBottom: 8 }}>
    <Button danger size="small" disabled={count === 0} onClick={onRemove}>
      删除选中
    </Button>
    {count > 0 && <Typography.Text type="secondary">已选择 {count} 项</Typography.Text>}
  </Space>
)

const InternalEditableTable = observer(
  ({
    selectable = false,
    rowSelectable,
    sortField,
    sync,
    sendChanges = false,
    entity: _readWhenLoaded,
    ...tableProps
  }: EditableTableProps) => {
    const field = useField<ArrayField>()
    const { rowSelection, rowChoice, selectedCount, removeSelected } = useRowSelection(field, rowSelectable)
    useSortNumbers(field, sortField)
    useRowsWithoutInitialValues(field)
    useSiblingRevalidation(field)
    useTableSync(field, sync)
    const element = useRef<HTMLDivElement>(null)
    useFormTable(field, sendChanges, element)
    useStoredRows(field, sendChanges)
    const editable = field.pattern === 'editable'
    const summary = useStatisticsRows(field, selectable && editable)
    const rowCount = Array.isArray(field.value) ? field.value.length : 0
    const choosing = selectable && editable
    return (
      <div ref={element}>
        {choosing && <SelectionBar count={selectedCount} onRemove={removeSelected} />}
        {rowCount >= VIRTUAL_FROM_ROWS ? (
          <VirtualRows {...(choosing ? { choice: rowChoice } : {})} />
        ) : (
          <ArrayTable
            pagination={false}
            size={TABLE_SIZE}
            onRow={rowHeight}
            {...(summary ? { summary } : {})}
            {...tableProps}
            scroll={{ y: MAX_BODY_HEIGHT, ...tableProps.scroll }}
            {...(choosing ? { rowSelection } : {})}
          />
        )}
      </div>
    )
  },
)

/**
 * The editable sub-table of a form (the original's JEditableTable): ArrayTable with its columns and row operations
 * (SortHandle, MoveUp, MoveDown, Remove, Addition) plus a plain row number, insert-after, row selection with batch
 * delete and kept sort numbers; adds and inserts closer than 1,500 ms are refused. The JVxeTable cells that antd
 * lacks: Number (also money), Checkbox and Switch with custom values, Tags, DragMenu (handle with 上移/下移/插入一行) and
 * Slot (a value shown through a widget's list cell). Other cells are widgets by type (dict, date, userSelect …).
 * `EditableTable.Cell` is the cell decorator that shows a failing rule in a tooltip. A column whose props declare
 * `statistics` (["sum"], ["average"]) gets 合计/平均 rows under the table, as a list column does.
 */
export const EditableTable = Object.assign(InternalEditableTable, {
  Column: TableColumn,
  Addition: AddRow,
  Index: RowNumber,
  SortHandle,
  MoveUp: ArrayTable.MoveUp,
  MoveDown: ArrayTable.MoveDown,
  Remove: ArrayTable.Remove,
  Copy: ArrayTable.Copy,
  InsertAfter,
  Cell: TableCell,
  DragMenu,
  Number: NumberCell,
  Checkbox: CheckboxCell,
  Switch: SwitchCell,
  Tags: TagCell,
  Slot: SlotCell,
})
