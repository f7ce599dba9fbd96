import { Table, Tag } from 'antd'
import type { ReactNode } from 'react'
import type { TableWidget as TableWidgetSchema } from '../../generated/schema-language'
import { bandColor } from '../../core/band-color'
import { hrefOf } from '../../core/link-href'
import { RouteLink } from '../../core/route-link'
import { resolveDeep } from '../../core/templates'
import { formatValue } from '../value-format'
import { atPath, numberOf, rowsOf, textOf, type Row } from '../widget-data'
import { ToneText } from '../ToneText'

type TableColumn = TableWidgetSchema['columns'][number]

/** One cell: the formatted value and unit, as a tag coloured by the column's `bands`, linked where it says. */
function cellOf(column: TableColumn, row: Row): ReactNode {
  const text = [formatValue(atPath(row, column.field), column.format), column.unit].filter(Boolean).join(' ')
  const value = numberOf(row, column.field)
  const shown = column.bands && value !== undefined ? <Tag color={bandColor(column.bands, value)}>{text}</Tag> : text
  const href = column.link && hrefOf(column.link, { row })
  return href ? <RouteLink to={href}>{shown}</RouteLink> : shown
}

/** The rows a table shows: those its `where` keeps (all without one). */
export const shownRows = (widget: TableWidgetSchema, data: unknown): Row[] =>
  rowsOf(data).filter((row) => !widget.where || !!resolveDeep(widget.where, { row }))

/**
 * Each row's key: its `rowKey` field (the whole row without one), numbered from the second time a key repeats. A
 * source's rows need not differ in that field (two requests of the actuator's trace in one millisecond share their
 * `timestamp`), and a table given the same key twice shows one of the rows in place of the other.
 */
function uniqueKeys(rows: Row[], field: string): Map<Row, string> {
  const seen = new Map<string, number>()
  return new Map(
    rows.map((row) => {
      const key = textOf(row, field) || JSON.stringify(row)
      const repeat = seen.get(key) ?? 0
      seen.set(key, repeat + 1)
      return [row, repeat === 0 ? key : `${key}#${repeat}`]
    }),
  )
}

/**
 * Rows of the source under the declared columns, a few per page; a column's field may reach inside a row, its `bands`
 * colour the value and its `link` opens a route.
 */
export function TableWidget({ widget, data }: { widget: TableWidgetSchema; data: unknown }) {
  const rows = shownRows(widget, data)
  const keys = uniqueKeys(rows, widget.rowKey ?? 'id')
  return (
    <>
      {widget.summary && (
        <ToneText tone="secondary" block style={{ marginBottom: '1em' }}>
          {String(resolveDeep(widget.summary, { count: rows.length }))}
        </ToneText>
      )}
      <Table<Row>
        size="small"
        dataSource={rows}
        rowKey={(row) => keys.get(row)!}
        pagination={{ pageSize: widget.pageSize ?? 5, hideOnSinglePage: true, size: 'small' }}
        columns={widget.columns.map((column) => ({
          key: column.field,
          title: column.title ?? column.field,
          align: column.align,
          width: column.width,
          render: (_: unknown, row: Row) => cellOf(column, row),
        }))}
      />
    </>
  )
}
