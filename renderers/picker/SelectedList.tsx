import { Card, Table } from 'antd'
import { useMemo } from 'react'
import { LinkButton } from '../core/buttons'
import { PICKER_TABLE_HEIGHT, useTableColumns, pickerColumns } from './PickerTable'
import type { PickerConfig, Row } from './picker-config'
import { removeRow, type Selection } from './selection'

/** The chosen rows beside the table (已选<name>): the first column and a 删除 link per row. */
export function SelectedList({
  config,
  selection,
  onSelect,
}: {
  config: PickerConfig
  selection: Selection
  onSelect: (selection: Selection) => void
}) {
  const first = useMemo(() => pickerColumns(config).slice(0, 1), [config])
  const columns = useTableColumns(first)
  return (
    <Card
      title={`已选${config.schema.name}`}
      variant="borderless"
      styles={{ header: { padding: 0 }, body: { padding: 0 } }}
    >
      <Table<Row>
        rowKey={config.rowKey}
        size="middle"
        bordered
        pagination={false}
        scroll={{ y: PICKER_TABLE_HEIGHT }}
        dataSource={selection.rows}
        columns={[
          ...columns,
          {
            key: '__delete',
            title: '操作',
            align: 'center',
            width: 60,
            render: (_: unknown, record: Row) => (
              <LinkButton onClick={() => onSelect(removeRow(selection, record, config.rowKey))}>删除</LinkButton>
            ),
          },
        ]}
      />
    </Card>
  )
}
