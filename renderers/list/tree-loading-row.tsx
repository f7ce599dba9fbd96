import { Spin } from 'antd'
import type { TableColumnsType } from 'antd'
import type { ReactNode } from 'react'
import { isLoadingRow } from './tree-rows'
import type { Row } from './use-list-controller'

/** Columns that show the stand-in as 加载中… in the first cell and leave its other cells (actions too) empty. */
export function withLoadingRowCells(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  return columns.map((column, index) => {
    const render = 'render' in column ? column.render : undefined
    return {
      ...column,
      render: (value: unknown, record: Row, rowIndex: number) => {
        if (!isLoadingRow(record)) return render ? render(value, record, rowIndex) : (value as ReactNode)
        return index === 0 ? (
          <span>
            <Spin size="small" /> 加载中…
          </span>
        ) : null
      },
    }
  })
}

/** Selection checkboxes of stand-in rows are disabled: there is nothing to select. */
export const loadingRowCheckbox = (record: Row) => ({ disabled: isLoadingRow(record) })
