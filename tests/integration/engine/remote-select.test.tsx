import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import departList from '../../../schemas/pages/system/DepartList.json'
import { backend, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

describe('a remote select over a tree endpoint (部门管理 上级部门)', () => {
  it('offers every department, nested ones included, and saves the chosen one as the parent', async () => {
    const user = userEvent.setup()
    renderSchema(departList, 'schemas/pages/system/DepartList.json')
    await user.click(await screen.findByRole('button', { name: /添加部门/ }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByPlaceholderText('请输入机构名称'), '测试三组')

    const select = within(dialog).getByText('不选则为顶级公司').closest('.ant-select') as HTMLElement
    await user.click(select.querySelector('.ant-select-selector') as HTMLElement)
    const options = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')!
    // A department two levels down: the tree's nodes are flattened into the choices.
    await user.click(await within(options).findByText('专利代理二组'))
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))

    const departs = backend.db.table('sys_depart')
    const parent = departs.first((row) => row.departName === '专利代理二组')!
    await waitFor(() => expect(departs.first((row) => row.departName === '测试三组')).toBeDefined())
    expect(departs.first((row) => row.departName === '测试三组')).toMatchObject({ parentId: parent.id })
  })
})
