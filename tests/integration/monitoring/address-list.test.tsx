import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import addressList from '@schemas/pages/system/AddressList.json'
import { renderSchema, serveSignedInBackend } from '../engine/support'

serveSignedInBackend()

const names = () =>
  [...document.querySelectorAll('.ant-table-tbody tr[data-row-key]')].map(
    (row) => row.querySelector('td')?.textContent ?? '',
  )
const tree = () => document.querySelector<HTMLElement>('.ant-tree')!
/** The side tree loads after the list (its module is fetched for lists that have one). */
const treeShown = () => waitFor(() => expect(document.querySelector('.ant-tree')).not.toBeNull())

describe('通讯录', () => {
  it('shows everyone, narrows to the chosen department and back, and searches by name', async () => {
    renderSchema(addressList, 'schemas/pages/system/AddressList.json')
    await waitFor(() => expect(names()).toContain('管理员'))
    expect(names()).toContain('张三')

    await treeShown()
    await userEvent.click(await within(tree()).findByText('专利代理一组'))
    await waitFor(() => expect(names()).not.toContain('管理员'))
    expect(names()).toEqual(expect.arrayContaining(['刘芳', '杨帆']))
    expect(names()).not.toContain('张三')
    const row = screen.getByText('刘芳').closest('tr')!
    expect(within(row).getByText('专利代理一组')).toBeInTheDocument()

    await userEvent.click(within(tree()).getByText('专利代理一组'))
    await waitFor(() => expect(names()).toContain('管理员'))

    await userEvent.type(screen.getByPlaceholderText('请输入姓名'), '张')
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(names()).toEqual(['张三']))
  })

  it('keeps the departments whose name holds the searched text', async () => {
    renderSchema(addressList, 'schemas/pages/system/AddressList.json')
    await within(document.body).findByText('商标部')
    await userEvent.type(screen.getByPlaceholderText('输入机构名称查询...'), '商标')
    await waitFor(() => expect(within(tree()).queryByText('专利部')).toBeNull())
    expect(within(tree()).getByText('商标部')).toBeInTheDocument()
  })
})
