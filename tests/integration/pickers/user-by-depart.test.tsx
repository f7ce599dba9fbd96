import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { backend, recordRequests, serveSignedInBackend } from '../engine/support'
import { confirm, modalWidth, pickerDialog, renderPicker, tableRows, waitForOnlyRow, waitForRows } from './harness'

serveSignedInBackend()

const departId = (name: string) => backend.db.table('sys_depart').first((depart) => depart.departName === name)!.id
const treeTitle = (dialog: HTMLElement, name: string) =>
  within(dialog).findByText(
    (_, element) => !!element?.classList.contains('ant-tree-title') && element.textContent === name,
  )

async function openDepartment(dialog: HTMLElement, name: string) {
  const node = (await treeTitle(dialog, name)).closest('.ant-tree-treenode')!
  await userEvent.click(node.querySelector('.ant-tree-switcher') as HTMLElement)
}

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: /选择用户/ }))
  const dialog = await pickerDialog('根据部门选择用户')
  await waitForRows(dialog)
  await within(dialog).findByText('北京知识产权服务有限公司')
  return dialog
}

describe('user by department', () => {
  it('opens 1250 wide: department tree left, users of queryUserComponentData right, ten a page', async () => {
    const requests = recordRequests()
    renderPicker({ picker: 'user-by-depart' })
    expect(screen.getByPlaceholderText('请先选择用户')).toBeInTheDocument()
    const dialog = await openPicker()
    expect(modalWidth(dialog)).toBe('1250px')
    const heads = [...dialog.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent)
    expect(heads).toEqual(expect.arrayContaining(['用户账号', '用户姓名', '性别', '手机', '部门']))
    expect(Object.fromEntries(requests.last('/sys/user/queryUserComponentData'))).toMatchObject({
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
    })
    expect(dialog.querySelector('.ant-checkbox')).not.toBeNull()
  })

  it('a department narrows the table (departId); account and real-name boxes search; 重置 clears both', async () => {
    const requests = recordRequests()
    renderPicker({ picker: 'user-by-depart' })
    const dialog = await openPicker()
    await openDepartment(dialog, '北京知识产权服务有限公司')
    await userEvent.click(await treeTitle(dialog, '商标部'))
    await waitFor(() =>
      expect(requests.last('/sys/user/queryUserComponentData').get('departId')).toBe(departId('商标部')),
    )
    await waitFor(() => expect(tableRows(dialog).every((row) => row.textContent?.includes('商标部'))).toBe(true))
    await userEvent.type(within(dialog).getByPlaceholderText('请输入账号'), 'lisi')
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }))
    await waitFor(() =>
      expect(tableRows(dialog).map((row) => row.textContent)).toEqual([expect.stringContaining('李四')]),
    )
    expect(requests.last('/sys/user/queryUserComponentData').get('username')).toBe('lisi')
    await userEvent.type(within(dialog).getByPlaceholderText('请输入姓名'), '李')
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(requests.last('/sys/user/queryUserComponentData').get('realname')).toBe('李'))
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }))
    await waitFor(() => {
      const params = requests.last('/sys/user/queryUserComponentData')
      expect([params.has('departId'), params.has('username'), params.has('realname')]).toEqual([false, false, false])
    })
  })

  it('opens a department lazily from queryDepartTreeSync', async () => {
    const requests = recordRequests()
    renderPicker({ picker: 'user-by-depart' })
    const dialog = await openPicker()
    await openDepartment(dialog, '北京知识产权服务有限公司')
    expect(await treeTitle(dialog, '专利部')).toBeInTheDocument()
    expect(requests.last('/sys/sysDepart/queryDepartTreeSync').get('pid')).toBe(departId('北京知识产权服务有限公司'))
  })

  it('checkboxes return usernames and the field shows real names; radios keep one', async () => {
    const form = renderPicker({ picker: 'user-by-depart' })
    const dialog = await openPicker()
    await userEvent.type(within(dialog).getByPlaceholderText('请输入账号'), 'zhangsan')
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }))
    await userEvent.click(await waitForOnlyRow(dialog, 'zhangsan'))
    await confirm(dialog)
    await waitFor(() => expect(form.values.chosen).toBe('zhangsan'))
    expect(screen.getByPlaceholderText('请先选择用户')).toHaveValue('张三')
  })

  it('single select shows radios and keeps the last clicked user', async () => {
    const form = renderPicker({ picker: 'user-by-depart', multiple: false, returnId: true })
    const dialog = await openPicker()
    expect(dialog.querySelector('.ant-radio')).not.toBeNull()
    const [first, second] = tableRows(dialog)
    await userEvent.click(first)
    await userEvent.click(second)
    await confirm(dialog)
    await waitFor(() => expect(form.values.chosen).toBe(second.getAttribute('data-row-key')))
  })

  it('on a screen under 500 px the table scrolls sideways over 800 px', async () => {
    const width = window.innerWidth
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 })
    try {
      renderPicker({ picker: 'user-by-depart' })
      const dialog = await openPicker()
      expect((dialog.querySelector('.ant-table-body table') as HTMLElement).style.width).toBe('800px')
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
    }
  })

  it('shows the real names of stored usernames', async () => {
    renderPicker({ picker: 'user-by-depart' }, 'admin,lisi')
    await waitFor(() => expect(screen.getByPlaceholderText('请先选择用户')).toHaveValue('管理员,李四'))
  })
})
