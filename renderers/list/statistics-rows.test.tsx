import { render, screen, within } from '@testing-library/react'
import { Table } from 'antd'
import { describe, expect, it } from 'vitest'
import type { Column } from '../generated/schema-language'
import { schemaColumn } from './schema-column'
import { statisticsSummary } from './statistics-rows'

const columns: Column[] = [
  { field: 'itemName', title: '品名' },
  { field: 'amount', title: '金额', render: 'money', statistics: ['sum', 'average'] },
  { field: 'count', title: '件数', statistics: ['sum'] },
]
const rows = [
  { id: '1', itemName: '纸张', amount: 1000.1, count: 1 },
  { id: '2', itemName: '墨盒', amount: '2000.2', count: 2 },
  { id: '3', itemName: '待定', amount: null, count: '' },
]

function drawTable(selection: boolean) {
  render(
    <Table
      rowKey="id"
      columns={columns.map((column) => schemaColumn(column, {}))}
      dataSource={rows}
      rowSelection={selection ? {} : undefined}
      summary={statisticsSummary(columns, { selection, actions: false })}
      pagination={false}
    />,
  )
}

const summaryRow = (title: string) => screen.getByText(title).closest('tr') as HTMLElement

describe('statistics rows under a list', () => {
  it('sum and average the rows shown, drawn with the column render, leaving blanks out', () => {
    drawTable(true)
    const sum = within(summaryRow('合计'))
    expect(sum.getByText('3,000.30')).toBeInTheDocument()
    expect(sum.getByText('3')).toBeInTheDocument()
    // The average of the two amounts there are; 件数 declares no average and stays empty.
    expect(within(summaryRow('平均')).getByText('1,500.15')).toBeInTheDocument()
  })

  it('put the title in the first column without a figure when there is no selection column', () => {
    drawTable(false)
    const cells = within(summaryRow('合计')).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual(['合计', '3,000.30', '3'])
  })

  it('are left out when no column declares statistics', () => {
    expect(statisticsSummary([{ field: 'itemName' }], { selection: true, actions: true })).toBeUndefined()
  })
})
