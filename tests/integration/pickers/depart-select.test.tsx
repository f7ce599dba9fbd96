import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { backend, serveSignedInBackend } from '../engine/support'
import { confirm, modalWidth, pickerDialog, renderPicker } from './harness'

serveSignedInBackend()

const departId = (name: string) => backend.db.table('sys_depart').first((depart) => depart.departName === name)!.id
const input = () => screen.getByPlaceholderText('请点击选择部门')
const treeTitle = (dialog: HTMLElement, name: string) =>
  within(dialog).getAllByText(
    (_, element) => !!element?.classList.contains('ant-tree-title') && element.textContent === name,
  )[0]

async function openSelect() {
  await userEvent.click(input())
  const dialog = await pickerDialog('选择部门')
  await within(dialog).findByText('北京知识产权服务有限公司')
  return dialog
}

const checkboxOf = (title: HTMLElement) =>
  title.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox') as HTMLElement

describe('department select', () => {
  it('opens 500 wide as a checkable tree with the roots open', async () => {
    renderPicker({ picker: 'depart' })
    const dialog = await openSelect()
    expect(modalWidth(dialog)).toBe('500px')
    expect(dialog.querySelector('.ant-tree-checkbox')).not.toBeNull()
    expect(within(dialog).getByText('专利部')).toBeInTheDocument()
    expect(within(dialog).queryByText('专利代理一组')).toBeNull()
    expect(within(dialog).getByPlaceholderText('请输入部门名称按回车进行搜索')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /关\s*闭/ })).toBeInTheDocument()
  })

  it('searches on Enter: matches highlighted, their parents opened; no match says so', async () => {
    renderPicker({ picker: 'depart' })
    const dialog = await openSelect()
    const search = within(dialog).getByPlaceholderText('请输入部门名称按回车进行搜索')
    await userEvent.type(search, '二组{Enter}')
    await waitFor(() => expect(treeTitle(dialog, '专利代理二组')).toBeInTheDocument())
    const highlighted = [...dialog.querySelectorAll('.picker-tree-match')].map((element) => element.textContent)
    expect(highlighted).toEqual(['二组'])
    await userEvent.clear(search)
    await userEvent.type(search, '不存在的部门{Enter}')
    expect(await within(dialog).findByText('没有查询到任何数据')).toBeInTheDocument()
  })

  it('a search entered while the tree still loads opens the matches once it arrives', async () => {
    let release!: () => void
    const loaded = new Promise<void>((resolve) => (release = resolve))
    // Answering nothing after the wait hands the request on to the built-in backend.
    backend.server.use(http.get('*/sys/sysDepart/queryTreeList', () => loaded))
    renderPicker({ picker: 'depart' })
    await userEvent.click(input())
    const dialog = await pickerDialog('选择部门')
    await userEvent.type(within(dialog).getByPlaceholderText('请输入部门名称按回车进行搜索'), '二组{Enter}')
    release()
    await waitFor(() => expect(treeTitle(dialog, '专利代理二组')).toBeInTheDocument())
    expect([...dialog.querySelectorAll('.picker-tree-match')].map((element) => element.textContent)).toEqual(['二组'])
  })

  it('returns the checked ids and shows their departName; reopening shows them checked; the clear icon empties', async () => {
    const form = renderPicker({ picker: 'depart', multiple: true })
    let dialog = await openSelect()
    await userEvent.click(checkboxOf(treeTitle(dialog, '专利部')))
    await userEvent.click(checkboxOf(treeTitle(dialog, '商标部')))
    await confirm(dialog)
    await waitFor(() => expect(form.values.chosen).toBe(`${departId('专利部')},${departId('商标部')}`))
    expect(input()).toHaveValue('专利部,商标部')

    dialog = await openSelect()
    expect(checkboxOf(treeTitle(dialog, '专利部'))).toHaveClass('ant-tree-checkbox-checked')
    await userEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }))
    await userEvent.click(screen.getByLabelText('清空'))
    expect(form.values.chosen).toBe('')
    expect(input()).toHaveValue('')
  })

  it('single select keeps only the last checked department', async () => {
    const form = renderPicker({ picker: 'depart' })
    const dialog = await openSelect()
    await userEvent.click(checkboxOf(treeTitle(dialog, '专利部')))
    await userEvent.click(treeTitle(dialog, '法务部'))
    await confirm(dialog)
    await waitFor(() => expect(form.values.chosen).toBe(departId('法务部')))
  })

  it('shows the names of stored ids', async () => {
    renderPicker({ picker: 'depart', multiple: true }, `${departId('版权部')},${departId('财务部')}`)
    await waitFor(() => expect(input()).toHaveValue('版权部,财务部'))
  })
})
