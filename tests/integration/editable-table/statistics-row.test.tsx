import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSchema, serveSignedInBackend } from '../engine/support'
import { cell, column, linesPage, serveLines } from './table-page'

serveSignedInBackend()

/** Lines with a money column summed and a number column averaged. */
const page = linesPage('费用', 'expenses', {
  item: column('项目', 'item', { type: 'string', 'x-component': 'text' }),
  amount: column('金额', 'amount', cell('金额', 'EditableTable.Number', { money: true }, 'number'), {
    statistics: ['sum'],
  }),
  quantity: column('数量', 'quantity', cell('数量', 'number', {}, 'number'), { statistics: ['average'] }),
})

const summaryRow = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-table-summary tr')].find((row) => within(row).queryByText(title))!
const figures = (title: string) => [...summaryRow(title).querySelectorAll('td')].map((cell) => cell.textContent)

describe('editable table statistics rows', () => {
  it('sums and averages the typed rows under the table, drawn with the cell widget, and follows each change', async () => {
    serveLines('expenses', [
      { item: '差旅', amount: 1200.5, quantity: 2 },
      { item: '餐费', amount: 99.5, quantity: 4 },
    ])
    renderSchema(page)
    await waitFor(() => expect(figures('合计')).toEqual(['合计', '1,300.00', '']))
    expect(figures('平均')).toEqual(['平均', '', '3'])

    const amounts = screen.getAllByRole<HTMLInputElement>('textbox', { name: '金额' })
    await userEvent.clear(amounts[1])
    await userEvent.type(amounts[1], '0.3')
    await userEvent.tab()
    await waitFor(() => expect(figures('合计')).toEqual(['合计', '1,200.80', '']))
  })
})
