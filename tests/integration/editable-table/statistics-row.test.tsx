import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { backend, ok, renderSchema, serveSignedInBackend } from '../engine/support'

serveSignedInBackend()

const column = (title: string, field: string, component: string, props: Record<string, unknown>, cell = {}) => ({
  type: 'void',
  'x-component': 'EditableTable.Column',
  'x-component-props': { title, ...props },
  properties: {
    [field]: {
      type: 'number',
      title,
      'x-decorator': 'EditableTable.Cell',
      'x-component': component,
      'x-component-props': { 'aria-label': title, ...cell },
    },
  },
})

/** Lines with a money column summed and a number column averaged. */
const page = {
  kind: 'form',
  title: '费用',
  load: { method: 'get', url: '/demo/expenses' },
  submit: { method: 'put', url: '/demo/expenses' },
  form: {
    schema: {
      type: 'object',
      properties: {
        lines: {
          type: 'array',
          'x-component': 'EditableTable',
          items: {
            type: 'object',
            properties: {
              item: {
                type: 'void',
                'x-component': 'EditableTable.Column',
                'x-component-props': { title: '项目' },
                properties: { item: { type: 'string', 'x-component': 'text' } },
              },
              amount: column('金额', 'amount', 'EditableTable.Number', { statistics: ['sum'] }, { money: true }),
              quantity: column('数量', 'quantity', 'number', { statistics: ['average'] }),
            },
          },
        },
      },
    },
  },
}

const summaryRow = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-table-summary tr')].find((row) => within(row).queryByText(title))!
const figures = (title: string) => [...summaryRow(title).querySelectorAll('td')].map((cell) => cell.textContent)

describe('editable table statistics rows', () => {
  it('sums and averages the typed rows under the table, drawn with the cell widget, and follows each change', async () => {
    backend.server.use(
      mswHttp.get('*/jeecg-boot/demo/expenses', () =>
        HttpResponse.json(
          ok({
            lines: [
              { item: '差旅', amount: 1200.5, quantity: 2 },
              { item: '餐费', amount: 99.5, quantity: 4 },
            ],
          }),
        ),
      ),
    )
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
