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
 * Rows of the source under the declared columns, a few per page; a column's field may reach inside a row, its `bands`
 * colour the value and its `link` opens a route.
 */
export function TableWidget({ widget, data }: { widget: TableWidgetSchema; data: unknown }) {
  const rowKey = widget.rowKey ?? 'id'
  const rows = shownRows(widget, data)
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
        rowKey={(row) => textOf(row, rowKey) || JSON.stringify(row)}
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
