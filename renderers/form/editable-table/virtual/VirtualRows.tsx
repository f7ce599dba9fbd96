import { ArrayBase } from '@formily/antd-v5/esm/array-base'
import type { ArrayField } from '@formily/core'
import { observer, RecursionField, useField, useFieldSchema } from '@formily/react'
import { theme } from 'antd'
import { useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react'
import { VirtualRow } from './VirtualRow'
import { useReleasedRowOperations } from './release-rows'
import { MAX_HEIGHT, ROW_HEIGHT, rowWindow } from './row-window'
import { tableColumns } from './table-columns'

/** JVxeTable's default column width. */
const DEFAULT_COLUMN_WIDTH = 120

interface Editing {
  index: number
  key: string
}

/**
 * The editable table's rows rendered virtually, for tables of many rows: only the rows in the 400 px window and nine
 * on either side are in the page, each 61 px tall, with spacers standing for the rest. Rows stay plain values of the
 * array field; a data cell becomes a live Formily field only while it is edited (see README.md).
 */
export const VirtualRows = observer(() => {
  const table = useField<ArrayField>()
  const schema = useFieldSchema()
  const { token } = theme.useToken()
  const columns = useMemo(() => tableColumns(schema.items), [schema])
  const [scrollTop, setScrollTop] = useState(0)
  const [editing, setEditing] = useState<Editing>()
  const open = useCallback((index: number, key: string) => setEditing({ index, key }), [])
  const leave = useCallback(() => setEditing(undefined), [])

  const count = Array.isArray(table.value) ? table.value.length : 0
  const shown = rowWindow(scrollTop, MAX_HEIGHT, count)
  const { first, end } = shown
  useReleasedRowOperations(table, columns, shown)
  // One style object per theme, so scrolling does not re-render the rows that stay.
  const cellStyle = useMemo<CSSProperties>(
    () => ({ border: `1px solid ${token.colorBorderSecondary}`, padding: '4px 8px', overflow: 'hidden' }),
    [token.colorBorderSecondary],
  )
  const headStyle: CSSProperties = {
    ...cellStyle,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    background: token.colorFillAlter,
    fontWeight: 600,
    textAlign: 'left',
  }
  const additions = schema.reduceProperties<ReactNode[], ReactNode[]>(
    (nodes, child, key) =>
      String(child['x-component'] ?? '').includes('Addition')
        ? [...nodes, <RecursionField key={String(key)} schema={child} name={key} />]
        : nodes,
    [],
  )

  return (
    <ArrayBase>
      <div
        data-testid="editable-table-rows"
        style={{ maxHeight: MAX_HEIGHT, overflow: 'auto', background: token.colorBgContainer }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        <table style={{ borderCollapse: 'collapse', tableLayout: 'fixed', width: '100%' }}>
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={{ width: column.width ?? DEFAULT_COLUMN_WIDTH }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} style={headStyle}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {first > 0 && <tr aria-hidden style={{ height: first * ROW_HEIGHT }} />}
            {Array.from({ length: end - first }, (_, offset) => first + offset).map((index) => (
              <VirtualRow
                key={index}
                table={table}
                index={index}
                columns={columns}
                editingKey={editing?.index === index ? editing.key : undefined}
                cellStyle={cellStyle}
                onOpen={open}
                onLeave={leave}
              />
            ))}
            {end < count && <tr aria-hidden style={{ height: (count - end) * ROW_HEIGHT }} />}
          </tbody>
        </table>
      </div>
      {additions}
    </ArrayBase>
  )
})
