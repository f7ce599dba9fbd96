import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import { cell, column, linesPage, serveLines } from './table-page'
import { confirm, pickerDialog, waitForOnlyRow, waitForRows } from '../pickers/harness'
import { dialog, popupRowsShown, tableRows } from '../report/render-report'

serveSignedInBackend()

/** Case lines with one cell of each widget a JVxeTable column may name. */
const page = linesPage('案件明细', 'case-lines', {
  id: column('编号', 'id', cell('编号', 'text'), {}, { 'x-display': 'hidden' }),
  sex: column('性别', 'sex', cell('性别', 'dict', { dict: 'sex' })),
  priority: column(
    '优先级',
    'priority',
    cell('优先级', 'dict', { dict: 'priority', mode: 'multiple', separator: ',' }),
  ),
  day: column('日期', 'day', cell('日期', 'date', { placeholder: '日期' })),
  moment: column('时间', 'moment', cell('时间', 'datetime', { placeholder: '时间' })),
  owner: column('负责人', 'owner', cell('负责人', 'userSelect')),
  depart: column('部门', 'depart', cell('部门', 'departSelect')),
  contact: column(
    '联系部门',
    'contact',
    cell('联系部门', 'popupPicker', {
      code: 'report_depart',
      orgFields: 'departName,mobile',
      destFields: 'contact,mobile',
    }),
  ),
  mobile: column('电话', 'mobile', cell('电话', 'text')),
  fee: column('金额', 'fee', cell('金额', 'EditableTable.Slot', { render: 'money' }, 'number')),
})

const columnTitles = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent)
const cellOf = (title: string) => {
  const index = columnTitles().indexOf(title)
  return document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[0].children[index] as HTMLElement
}
/** The dropdown shown now: a closed one stays in the page, hidden or leaving. */
const openDropdowns = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].filter(
    (dropdown) => !dropdown.matches('.ant-select-dropdown-hidden, .ant-slide-up-leave'),
  )

async function choose(title: string, option: string) {
  await userEvent.click(within(cellOf(title)).getByRole('combobox'))
  await waitFor(() => expect(openDropdowns()).toHaveLength(1))
  await userEvent.click(within(openDropdowns()[0]).getByTitle(option))
}

async function save(sent: unknown[]) {
  await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
  await waitFor(() => expect(sent).toHaveLength(1))
}

const departId = (name: string) => backend.db.table('sys_depart').first((depart) => depart.departName === name)!.id

describe('editable table widget cells', () => {
  it('dict, multi-dict (one tag, then +N), date and datetime cells store what is chosen or typed', async () => {
    const sent = serveLines('case-lines', [{ id: 'L1', priority: 'L,M' }])
    renderSchema(page)
    const tags = () =>
      [...cellOf('优先级').querySelectorAll('.ant-select-selection-item-content')].map((tag) => tag.textContent)
    await waitFor(() => expect(tags()).toEqual(['低', '+1']))

    await choose('性别', '女')
    await choose('优先级', '高')
    await userEvent.keyboard('{Escape}')
    expect(tags()).toEqual(['低', '+2'])
    await userEvent.type(screen.getByPlaceholderText('日期'), '2024-05-06{Enter}')
    await userEvent.type(screen.getByPlaceholderText('时间'), '2024-05-06 09:30:00{Enter}')
    await waitFor(() => expect(screen.getByPlaceholderText('时间')).toHaveValue('2024-05-06 09:30:00'))

    await save(sent)
    expect(sent[0].lines[0]).toMatchObject({
      id: 'L1',
      sex: '2',
      priority: 'L,M,H',
      day: '2024-05-06',
      moment: '2024-05-06 09:30:00',
    })
  })

  it('user and department cells are read-only inputs that open their pickers and clear with the icon', async () => {
    const sent = serveLines('case-lines', [{ id: 'L1', depart: departId('商标部') }])
    renderSchema(page)
    const depart = await screen.findByPlaceholderText('请选择部门')
    await waitFor(() => expect(depart).toHaveValue('商标部'))
    await userEvent.click(within(cellOf('部门')).getByLabelText('清空'))
    expect(depart).toHaveValue('')
    await userEvent.click(depart)
    const departs = await pickerDialog('选择部门')
    await userEvent.click(await within(departs).findByText('专利部'))
    await confirm(departs)
    await waitFor(() => expect(depart).toHaveValue('专利部'))

    const owner = screen.getByPlaceholderText('请选择用户')
    expect(owner).toHaveAttribute('readonly')
    expect(within(cellOf('负责人')).queryByRole('button', { name: /选\s*择/ })).toBeNull()
    await userEvent.click(owner)
    const users = await pickerDialog('用户选择')
    await waitForRows(users)
    await userEvent.type(within(users).getByPlaceholderText('请输入姓名'), '张三')
    await userEvent.click(within(users).getByRole('button', { name: /查\s*询/ }))
    await userEvent.click(await waitForOnlyRow(users, 'zhangsan'))
    await confirm(users)
    await waitFor(() => expect(owner).toHaveValue('张三'))

    await save(sent)
    expect(sent[0].lines[0]).toMatchObject({ owner: 'zhangsan', depart: departId('专利部') })
  })

  it('a popup cell fills its row, a hidden column keeps its value unseen, a slot shows its value through a widget', async () => {
    const sent = serveLines('case-lines', [{ id: 'L1', fee: 1234.5 }])
    renderSchema(page)
    await waitFor(() => expect(within(cellOf('金额')).getByText('1,234.50')).toBeInTheDocument())
    expect(columnTitles()).not.toContain('编号')
    expect(within(cellOf('金额')).queryByRole('textbox')).toBeNull()

    await userEvent.click(within(cellOf('联系部门')).getByPlaceholderText('请选择联系部门'))
    await popupRowsShown()
    const patentRow = tableRows().find((row) => within(row).queryByRole('cell', { name: '专利部' }))!
    await userEvent.click(within(patentRow).getByRole('cell', { name: '专利部' }))
    await userEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }))
    const patent = backend.db.table('sys_depart').first((row) => row.departName === '专利部')!
    await waitFor(() => expect(within(cellOf('电话')).getByRole('textbox')).toHaveValue(String(patent.mobile)))

    await save(sent)
    expect(sent[0].lines[0]).toMatchObject({ id: 'L1', contact: '专利部', mobile: patent.mobile, fee: 1234.5 })
  })
})
