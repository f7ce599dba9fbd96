import { Table } from 'antd'
import type { TableWidget as TableWidgetSchema } from '../../generated/validators'
import { rowsOf, textOf, type Row } from '../widget-data'

/** Rows of the source under the declared columns, a few per page. */
export function TableWidget({ widget, data }: { widget: TableWidgetSchema; data: unknown }) {
  const rowKey = widget.rowKey ?? 'id'
  return (
    <Table<Row>
      size="small"
      dataSource={rowsOf(data)}
      rowKey={(row) => textOf(row, rowKey) || JSON.stringify(row)}
      pagination={{ pageSize: widget.pageSize ?? 5, hideOnSinglePage: true, size: 'small' }}
      columns={widget.columns.map((column) => ({
        key: column.field,
        dataIndex: column.field,
        title: column.title ?? column.field,
        align: column.align,
        width: column.width,
      }))}
    />
  )
}
