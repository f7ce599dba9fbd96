import { Table, type TableColumnsType } from 'antd'
import { useMemo } from 'react'
import type { Column } from '../generated/schema-language'
import { useColumnDicts } from '../list/column-dicts'
import type { ListController } from '../list/use-list-controller'
import { schemaColumn } from '../list/schema-column'
import type { PickerConfig, Row } from './picker-config'
import { selectedKeys, selectOnPage, toggleRow, type Selection } from './selection'

/** Height of the scrolled table body in the picker. */
export const PICKER_TABLE_HEIGHT = 240

/** Screens narrower than this scroll the table sideways over NARROW_SCROLL_WIDTH. */
const NARROW_SCREEN = 500
const NARROW_SCROLL_WIDTH = 800

/** The picker's columns with its ellipsis length applied where a column sets none (-1: never cut). */
export function pickerColumns(config: PickerConfig): Column[] {
  const cut = config.ellipsisLength === -1 ? undefined : config.ellipsisLength
  return (config.schema.columns ?? []).map((column) => ({ ...column, ellipsis: column.ellipsis ?? cut }))
}

/** Table columns of schema columns, rendered by the column registry. */
export function useTableColumns(columns: Column[]): TableColumnsType<Row> {
  const dicts = useColumnDicts(columns)
  return useMemo(() => columns.map((column) => schemaColumn(column, dicts)), [columns, dicts])
}

interface PickerTableProps {
  config: PickerConfig
  list: ListController
  selection: Selection
  onSelect: (selection: Selection) => void
}

/** The paged rows to choose from: checkboxes or radios, and a click on a row toggles it. */
export function PickerTable({ config, list, selection, onSelect }: PickerTableProps) {
  const columns = useTableColumns(useMemo(() => pickerColumns(config), [config]))
  const { query } = list
  return (
    <Table<Row>
      rowKey={config.rowKey}
      size="middle"
      bordered
      columns={columns}
      dataSource={list.rows}
      loading={list.loading}
      scroll={{ x: window.innerWidth < NARROW_SCREEN ? NARROW_SCROLL_WIDTH : undefined, y: PICKER_TABLE_HEIGHT }}
      rowSelection={{
        type: config.multiple ? 'checkbox' : 'radio',
        selectedRowKeys: selectedKeys(selection, config.rowKey),
        onChange: (keys) =>
          onSelect(selectOnPage(selection, list.rows, keys.map(String), config.rowKey, config.multiple)),
      }}
      onRow={(record) => ({
        onClick: (event) => {
          // The checkbox or radio cell already changed the selection through onChange.
          if ((event.target as Element).closest('.ant-table-selection-column')) return
          onSelect(toggleRow(selection, record, config.rowKey, config.multiple))
        },
      })}
      pagination={{
        current: query.pageNo,
        pageSize: query.pageSize,
        total: list.total,
        pageSizeOptions: config.pageSizeOptions.map(String),
        showQuickJumper: true,
        showSizeChanger: true,
        showTotal: (total, range) => `${range[0]}-${range[1]} 共${total}条`,
      }}
      onChange={(pager, _filters, sorter) =>
        list.changeTable({ current: pager.current, pageSize: pager.pageSize, sorter })
      }
    />
  )
}
