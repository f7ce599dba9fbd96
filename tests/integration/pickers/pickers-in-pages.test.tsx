import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import roleList from '@schemas/pages/system/RoleList.json'
import { backend, findDrawer, renderSchema, serveSignedInBackend } from '../engine/support'
import { confirm, pickerDialog, tableRows, waitForOnlyRow, waitForRows } from './harness'

serveSignedInBackend()

describe('pickers in bundled pages', () => {
  it('a role’s users drawer adds existing users chosen by department', async () => {
    const role = backend.db.table('sys_role').first((row) => row.roleCode === 'admin')!
    const lisi = backend.db.table('sys_user').first((user) => user.username === 'lisi')!
    renderSchema(roleList, 'schemas/pages/system/RoleList.json')
    // The row named exactly so: 流程管理员 holds the name too.
    const roleRow = await waitFor(() => {
      const row = tableRows(document.body).find((item) =>
        [...item.querySelectorAll('td')].some((cell) => cell.textContent === role.roleName),
      )
      expect(row).toBeDefined()
      return row!
    })
    await userEvent.click(within(roleRow).getByText('用户'))
    const drawer = await findDrawer()
    await waitForRows(drawer)
    expect(tableRows(drawer).map((row) => row.textContent)).not.toContainEqual(expect.stringContaining('lisi'))

    await userEvent.click(within(drawer).getByRole('button', { name: '添加已有用户' }))
    const form = await pickerDialog('添加已有用户')
    await userEvent.click(within(form).getByRole('button', { name: /选择用户/ }))
    const picker = await pickerDialog('根据部门选择用户')
    await waitForRows(picker)
    await userEvent.type(within(picker).getByPlaceholderText('请输入账号'), 'lisi')
    await userEvent.click(within(picker).getByRole('button', { name: /查\s*询/ }))
    await userEvent.click(await waitForOnlyRow(picker, 'lisi'))
    await confirm(picker)
    await waitFor(() => expect(within(form).getByPlaceholderText('请先选择用户')).toHaveValue('李四'))
    await confirm(form)

    expect(await screen.findByText('添加成功!')).toBeInTheDocument()
    await waitFor(() =>
      expect(tableRows(drawer).map((row) => row.textContent)).toContainEqual(expect.stringContaining('lisi')),
    )
    expect(
      backend.db.table('sys_user_role').first((link) => link.roleId === role.id && link.userId === lisi.id),
    ).toBeTruthy()
  })
})
