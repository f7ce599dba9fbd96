import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSchema, serveSignedInBackend } from '../engine/support'
import { cell, column, linesPage, serveLines } from './table-page'
import { stopThrottleClock } from './throttle-clock'

serveSignedInBackend()

const afterThrottle = stopThrottleClock()

const cellColumn = (title: string, field: string, component: string, props: Record<string, unknown> = {}) =>
  column(title, field, cell(title, component, props))

/** Expense lines with one cell of each kind JVxeTable adds to antd's. */
const page = linesPage(
  '费用',
  'expenses',
  {
    drag: {
      type: 'void',
      'x-component': 'EditableTable.Column',
      'x-component-props': { title: '排序' },
      properties: { menu: { type: 'void', 'x-component': 'EditableTable.DragMenu' } },
    },
    item: cellColumn('项目', 'item', 'text'),
    quantity: cellColumn('数量', 'quantity', 'EditableTable.Number'),
    amount: cellColumn('金额', 'amount', 'EditableTable.Number', { money: true }),
    paid: cellColumn('已付', 'paid', 'EditableTable.Checkbox', { customValue: ['1', '0'] }),
    urgent: cellColumn('加急', 'urgent', 'EditableTable.Switch'),
    people: cellColumn('经手人', 'people', 'EditableTable.Tags'),
  },
  { add: { type: 'void', title: '新增一行', 'x-component': 'EditableTable.Addition' } },
)

const serveExpenses = (lines: object[]) => serveLines('expenses', lines)

const cellInput = (title: string, row = 0) => screen.getAllByRole<HTMLInputElement>('textbox', { name: title })[row]
const items = () => screen.getAllByRole<HTMLInputElement>('textbox', { name: '项目' }).map((input) => input.value)

async function save(sent: unknown[]) {
  await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
  await waitFor(() => expect(sent).toHaveLength(1))
}

describe('editable table cells', () => {
  it('number and money cells revert invalid keystrokes and settle on blur; checkbox, switch and tag cells store their values', async () => {
    const sent = serveExpenses([{ item: '差旅', paid: '0', urgent: 'N' }])
    renderSchema(page)
    await waitFor(() => expect(items()).toEqual(['差旅']))

    await userEvent.type(cellInput('数量'), '-1a2.3.4')
    expect(cellInput('数量')).toHaveValue('-12.34')
    await userEvent.type(cellInput('金额'), '3.456')
    await userEvent.tab()
    expect(cellInput('金额')).toHaveValue('3.46')
    await userEvent.clear(cellInput('数量'))
    await userEvent.type(cellInput('数量'), '-')
    await userEvent.tab()
    expect(cellInput('数量')).toHaveValue('')
    await userEvent.type(cellInput('数量'), '.5')
    await userEvent.tab()
    expect(cellInput('数量')).toHaveValue('0.5')

    await userEvent.click(screen.getByRole('checkbox', { name: '已付' }))
    await userEvent.click(screen.getByRole('switch', { name: '加急' }))
    await userEvent.type(cellInput('经手人'), '张三李四王')
    expect(cellInput('经手人')).toHaveValue('张三;李四;王')
    const tagsCell = cellInput('经手人').closest('td')!
    expect([...tagsCell.querySelectorAll('.ant-tag')].map((tag) => tag.textContent)).toEqual(['张三', '李四', '王'])

    await save(sent)
    expect(sent[0].lines).toEqual([
      { item: '差旅', quantity: 0.5, amount: 3.46, paid: '1', urgent: 'Y', people: '张三;李四;王' },
    ])
  })

  it('refuses an add or insert under 1,500 ms after the last one with 您点得太快了，请慢一点', async () => {
    serveExpenses([{ item: '甲' }])
    renderSchema(page)
    await waitFor(() => expect(items()).toEqual(['甲']))

    await userEvent.click(screen.getByRole('button', { name: /新增一行/ }))
    await userEvent.click(screen.getByRole('button', { name: /新增一行/ }))
    expect(await screen.findByText('您点得太快了，请慢一点')).toBeInTheDocument()
    expect(items()).toEqual(['甲', ''])

    afterThrottle()
    await userEvent.click(screen.getByRole('button', { name: /新增一行/ }))
    expect(items()).toEqual(['甲', '', ''])
  })

  it('moves a row up or down and inserts one below it from the drag handle menu', async () => {
    serveExpenses([{ item: '甲' }, { item: '乙' }])
    renderSchema(page)
    await waitFor(() => expect(items()).toEqual(['甲', '乙']))
    const choose = async (row: number, action: string) => {
      await userEvent.click(screen.getByRole('button', { name: `第 ${row} 行操作` }))
      // A closed menu stays in the page, hidden; the open one is the one to use.
      const open = async () =>
        (await screen.findAllByRole('menu')).filter(
          (menu) => !menu.closest('.ant-dropdown-hidden, .ant-slide-up-leave'),
        )
      await waitFor(async () => expect(await open()).toHaveLength(1))
      await userEvent.click(within((await open())[0]).getByText(action))
    }

    await choose(2, '上移')
    expect(items()).toEqual(['乙', '甲'])
    await choose(1, '下移')
    expect(items()).toEqual(['甲', '乙'])
    afterThrottle()
    await choose(1, '插入一行')
    expect(items()).toEqual(['甲', '', '乙'])
  })
})
