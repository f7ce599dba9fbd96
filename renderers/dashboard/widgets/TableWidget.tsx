import { Table, Typography } from 'antd'
import type { TableWidget as TableWidgetSchema } from '../../generated/schema-language'
import { resolveDeep } from '../../core/templates'
import { formatValue } from '../value-format'
import { atPath, rowsOf, textOf, type Row } from '../widget-data'

/** The rows a table shows: those its `where` keeps (all without one). */
export const shownRows = (widget: TableWidgetSchema, data: unknown): Row[] =>
  rowsOf(data).filter((row) => !widget.where || !!resolveDeep(widget.where, { row }))

/** Rows of the source under the declared columns, a few per page; a column's field may reach inside a row. */
export function TableWidget({ widget, data }: { widget: TableWidgetSchema; data: unknown }) {
  const rowKey = widget.rowKey ?? 'id'
  const rows = shownRows(widget, data)
  return (
    <>
      {widget.summary && (
        <Typography.Paragraph type="secondary">
          {String(resolveDeep(widget.summary, { count: rows.length }))}
        </Typography.Paragraph>
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
          render: (_: unknown, row: Row) =>
            [formatValue(atPath(row, column.field), column.format), column.unit].filter(Boolean).join(' '),
        }))}
      />
    </>
  )
}
