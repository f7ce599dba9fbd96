import type { TableColumnType } from 'antd'
import type { DictModel } from '../generated/entities'
import type { Column } from '../generated/schema-language'
import { alignOf, cellOf } from '../widgets/registry'
import { optionItems } from './table-source'
import type { Row } from './use-list-controller'

/** One schema column as an antd column, drawn by the column registry with its dictionary items or inline options. */
export function schemaColumn(column: Column, dicts: Record<string, DictModel[]>): TableColumnType<Row> {
  const render = cellOf(column)
  return {
    key: column.field,
    dataIndex: column.field,
    title: column.title,
    width: column.width,
    align: alignOf(column),
    fixed: column.fixed,
    sorter: column.sorter,
    render: (value: unknown, record: Row) =>
      render(value, { column, record, items: column.dict ? dicts[column.dict] : optionItems(column) }),
  }
}
