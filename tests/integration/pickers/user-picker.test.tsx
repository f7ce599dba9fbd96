import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { backend, ok, recordRequests, serveSignedInBackend } from '../engine/support'
import {
  confirm,
  modalWidth,
  pickerDialog,
  renderPicker,
  rowWith,
  tableRows,
  waitForOnlyRow,
  waitForRows,
} from './harness'

serveSignedInBackend()

const userId = (username: string) => backend.db.table('sys_user').first((user) => user.username === username)!.id
const openPicker = async () => {
  await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }))
  const dialog = await pickerDialog('用户选择')
  await waitForRows(dialog)
  return dialog
}

describe('user picker', () => {
  it('opens 1200 wide with the realname, username, phone and birthday columns, five rows a page of 5/10/20/30', async () => {
    const requests = recordRequests()
    renderPicker({ picker: 'user' })
    const dialog = await openPicker()
    expect(modalWidth(dialog)).toBe('1200px')
    const heads = [...dialog.querySelectorAll('.ant-table-thead')[0].querySelectorAll('th')].map(
      (cell) => cell.textContent,
    )
    expect(heads).toEqual(expect.arrayContaining(['姓名', '账号', '电话', '出生日期']))
    expect(tableRows(dialog)).toHaveLength(5)
    expect(within(dialog).getByText(/^1-5 共\d+条$/)).toBeInTheDocument()
    expect(Object.fromEntries(requests.last('/sys/user/list'))).toMatchObject({ pageNo: '1', pageSize: '5' })
    expect(within(dialog).getByText('5 条/页')).toBeInTheDocument()
    expect(within(dialog).getByText('已选用户')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /关\s*闭/ })).toBeInTheDocument()
  })

  it('queries by real name, and by sex and birthday behind 展开', async () => {
    const requests = recordRequests()
    renderPicker({ picker: 'user' })
    const dialog = await openPicker()
    expect(within(dialog).queryByText('性别')).toBeNull()
    await userEvent.click(within(dialog).getByText('展开'))
    expect(within(dialog).getByText('性别')).toBeInTheDocument()
    expect(within(dialog).getByPlaceholderText('请选择出生日期')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByPlaceholderText('请输入姓名'), '张三')
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(requests.last('/sys/user/list').get('realname')).toBe('*张三*'))
    await waitFor(() =>
      expect(tableRows(dialog).map((row) => row.textContent)).toEqual([expect.stringContaining('zhangsan')]),
    )
  })

  it('toggles rows by clicking them, lists them with 删除 links, and returns ids or usernames', async () => {
    const byId = renderPicker({ picker: 'user', returnId: true })
    let dialog = await openPicker()
    await userEvent.type(within(dialog).getByPlaceholderText('请输入姓名'), '管理员')
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }))
    await userEvent.click(await waitForOnlyRow(dialog, 'admin'))
    const selected = () => tableRows(dialog, 1).map((row) => row.textContent)
    expect(selected()).toEqual([expect.stringContaining('管理员')])
    await userEvent.click(rowWith(dialog, 'admin'))
    expect(selected()).toEqual([])
    await userEvent.click(rowWith(dialog, 'admin'))
    await confirm(dialog)
    await waitFor(() => expect(byId.values.chosen).toBe(userId('admin')))
    expect(screen.getByText('管理员')).toBeInTheDocument()

    // Opening again starts from the choice; its 删除 link drops it.
    await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }))
    dialog = await pickerDialog('用户选择')
    await waitFor(() =>
      expect(tableRows(dialog, 1).map((row) => row.textContent)).toEqual([expect.stringContaining('管理员')]),
    )
    await userEvent.click(within(dialog.querySelectorAll('.ant-table-tbody')[1] as HTMLElement).getByText('删除'))
    expect(tableRows(dialog, 1)).toEqual([])
    await confirm(dialog)
    await waitFor(() => expect(byId.values.chosen).toBe(''))
  })

  it('stores usernames unless returnId, joined by commas, with the trailing comma the announcement wants', async () => {
    const form = renderPicker({ picker: 'user', trailingSeparator: true })
    const dialog = await openPicker()
    const [first, second] = tableRows(dialog)
    await userEvent.click(first)
    await userEvent.click(second)
    await confirm(dialog)
    const names = [first, second].map((row) => row.querySelectorAll('td')[2].textContent)
    await waitFor(() => expect(form.values.chosen).toBe(`${names.join(',')},`))
  })

  it('single select keeps only the last clicked row', async () => {
    const form = renderPicker({ picker: 'user', multiple: false })
    const dialog = await openPicker()
    expect(dialog.querySelector('.ant-radio')).not.toBeNull()
    const [first, second] = tableRows(dialog)
    await userEvent.click(first)
    await userEvent.click(second)
    expect(tableRows(dialog, 1)).toHaveLength(1)
    await confirm(dialog)
    await waitFor(() => expect(form.values.chosen).toBe(second.querySelectorAll('td')[2].textContent))
  })

  it('resolves real names from stored ids with one list call, pageSize the count', async () => {
    const requests = recordRequests()
    renderPicker({ picker: 'user', returnId: true }, `${userId('admin')},${userId('zhangsan')},`)
    expect(await screen.findByText('管理员')).toBeInTheDocument()
    expect(screen.getByText('张三')).toBeInTheDocument()
    const params = requests.last('/sys/user/list')
    expect(Object.fromEntries(params)).toMatchObject({
      id: `${userId('admin')},${userId('zhangsan')},`,
      pageNo: '1',
      pageSize: '2',
    })
  })

  it('cuts a chosen text at 25 characters, a Chinese character counting two', async () => {
    const long = '欧阳'.repeat(10)
    backend.server.use(
      mswHttp.get('*/jeecg-boot/sys/user/list', () =>
        HttpResponse.json(ok({ records: [{ id: 'u1', username: 'ouyang', realname: long }], total: 1 })),
      ),
    )
    renderPicker({ picker: 'user', returnId: true }, 'u1')
    expect(await screen.findByText(`${long.slice(0, 12)}...`)).toBeInTheDocument()
  })

  it('closes with 关闭 and keeps the value', async () => {
    const form = renderPicker({ picker: 'user' }, 'admin')
    const dialog = await openPicker()
    await userEvent.click(tableRows(dialog).find((row) => !row.textContent?.includes('admin'))!)
    await userEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }))
    await waitFor(() => expect(screen.queryByText('用户选择')).toBeNull())
    expect(form.values.chosen).toBe('admin')
  })
})
