import { ArrayBase } from '@formily/antd-v5/esm/array-base'
import type { ArrayField } from '@formily/core'
import { observer, RecursionField, useField, useFieldSchema } from '@formily/react'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import type { RowChoice } from '../row-selection'
import { useRowsCheck } from '../rows-check'
import { CHECKBOX_WIDTH } from '../layout'
import { VirtualHead } from './VirtualHead'
import { VirtualRow } from './VirtualRow'
import { useReleasedRowOperations } from './release-rows'
import { RevealRowProvider } from './reveal-row'
import { RowDragProvider, useRowDrag } from './row-drag'
import { MAX_HEIGHT, ROW_HEIGHT, rowWindow } from './row-window'
import { useFailingCellShown } from './failing-cell'
import { tableColumns } from './table-columns'
import { useRowScroll } from './use-row-scroll'
import { useVirtualTableStyles, VIRTUAL_TABLE } from './virtual-table-styles'

/** JVxeTable's default column width. */
const DEFAULT_COLUMN_WIDTH = 120

interface Editing {
  index: number
  key: string
}

export interface VirtualRowsProps {
  /** The selection column's boxes, when rows can be chosen. */
  choice?: RowChoice
}

/**
 * The editable table's rows rendered virtually, for tables of many rows: only the rows in the 400 px window and nine
 * on either side are in the page, each 61 px tall, with spacers standing for the rest. Rows stay plain values of the
 * array field; a data cell becomes a live Formily field only while it is edited (see README.md).
 */
export const VirtualRows = observer(({ choice }: VirtualRowsProps) => {
  const table = useField<ArrayField>()
  const schema = useFieldSchema()
  const columns = useMemo(() => tableColumns(schema.items), [schema])
  const { scroller, scrollTop, onScroll, reveal } = useRowScroll()
  const [editing, setEditing] = useState<Editing>()
  const open = useCallback((index: number, key: string) => setEditing({ index, key }), [])
  const leave = useCallback(() => setEditing(undefined), [])
  const drag = useRowDrag(table, scroller)
  useRowsCheck(table, useFailingCellShown(table, columns, reveal, open))

  const count = Array.isArray(table.value) ? table.value.length : 0
  const shown = rowWindow(scrollTop, MAX_HEIGHT, count)
  const { first, end } = shown
  useReleasedRowOperations(table, columns, shown)
  useVirtualTableStyles()
  const additions = schema.reduceProperties<ReactNode[], ReactNode[]>(
    (nodes, child, key) =>
      String(child['x-component'] ?? '').includes('Addition')
        ? [...nodes, <RecursionField key={String(key)} schema={child} name={key} />]
        : nodes,
    [],
  )

  return (
    <ArrayBase>
      <RevealRowProvider value={reveal}>
        <RowDragProvider value={drag.start}>
          <div ref={scroller} data-testid="editable-table-rows" className={VIRTUAL_TABLE.scroller} onScroll={onScroll}>
            <table className={VIRTUAL_TABLE.table}>
              <colgroup>
                {choice && <col style={{ width: CHECKBOX_WIDTH }} />}
                {columns.map((column) => (
                  <col key={column.key} style={{ width: column.width ?? DEFAULT_COLUMN_WIDTH }} />
                ))}
              </colgroup>
              <VirtualHead columns={columns} {...(choice ? { choice } : {})} />
              <tbody>
                {first > 0 && <tr aria-hidden style={{ height: first * ROW_HEIGHT }} />}
                {Array.from({ length: end - first }, (_, offset) => first + offset).map((index) => (
                  <VirtualRow
                    key={index}
                    table={table}
                    index={index}
                    columns={columns}
                    editingKey={editing?.index === index ? editing.key : undefined}
                    {...(choice ? { choice } : {})}
                    dropTarget={drag.dropTarget === index}
                    onOpen={open}
                    onLeave={leave}
                  />
                ))}
                {end < count && <tr aria-hidden style={{ height: (count - end) * ROW_HEIGHT }} />}
              </tbody>
            </table>
          </div>
          {additions}
        </RowDragProvider>
      </RevealRowProvider>
    </ArrayBase>
  )
})
