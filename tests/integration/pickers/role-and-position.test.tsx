import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { backend, recordRequests, serveSignedInBackend } from '../engine/support'
import { confirm, modalWidth, pickerDialog, renderPicker, rowWith, tableRows, waitForRows } from './harness'

serveSignedInBackend()

async function openPicker(title: string) {
  await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }))
  const dialog = await pickerDialog(title)
  await waitForRows(dialog)
  return dialog
}

/** The position_rank dictionary of the seed. */
const RANKS: Record<string, string> = { '1': '员级', '2': '助级', '3': '中级', '4': '副高级', '5': '正高级' }

const headsOf = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.ant-table-thead')[0].querySelectorAll('th')].map((cell) => cell.textContent)

describe('role picker', () => {
  it('lists role name and code, searches by role code, returns the code or the id', async () => {
    const requests = recordRequests()
    const admin = backend.db.table('sys_role').first((role) => role.roleCode === 'admin')!
    const form = renderPicker({ picker: 'role' })
    const dialog = await openPicker('角色选择')
    expect(modalWidth(dialog)).toBe('900px')
    expect(headsOf(dialog)).toEqual(expect.arrayContaining(['角色名称', '角色编码']))
    await userEvent.type(within(dialog).getByPlaceholderText('请输入角色编码'), 'admin')
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(requests.last('/sys/role/list').get('roleCode')).toBe('*admin*'))
    await waitFor(() => expect(tableRows(dialog).map((row) => row.getAttribute('data-row-key'))).toEqual([admin.id]))
    await userEvent.click(rowWith(dialog, 'admin'))
    await confirm(dialog)
    await waitFor(() => expect(form.values.chosen).toBe('admin'))
    expect(screen.getByText(admin.roleName)).toBeInTheDocument()
  })

  it('returns ids with returnId and shows the stored roles by name', async () => {
    const roles = backend.db.table('sys_role').list().slice(0, 2)
    renderPicker({ picker: 'role', returnId: true }, roles.map((role) => role.id).join(','))
    for (const role of roles) expect(await screen.findByText(role.roleName)).toBeInTheDocument()
  })
})

describe('position picker', () => {
  it('opens 1000 wide with name, code and the rank as dictionary text, and returns the code', async () => {
    const position = backend.db
      .table('sys_position')
      .list()
      .find((row) => row.postRank)!
    const form = renderPicker({ picker: 'position', multiple: false })
    const dialog = await openPicker('职务选择')
    expect(modalWidth(dialog)).toBe('1000px')
    expect(headsOf(dialog)).toEqual(expect.arrayContaining(['职务名称', '职务编码', '职级']))
    await userEvent.type(within(dialog).getByPlaceholderText('请输入职务名称'), position.name)
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(tableRows(dialog).map((row) => row.getAttribute('data-row-key'))).toContain(position.id))
    const row = tableRows(dialog).find((item) => item.getAttribute('data-row-key') === position.id)!
    const rankCell = row.querySelectorAll('td')[3]
    expect(rankCell.textContent).toBe(RANKS[position.postRank!])
    await userEvent.click(row)
    await confirm(dialog)
    await waitFor(() => expect(form.values.chosen).toBe(position.code))
    expect(screen.getByText(position.name)).toBeInTheDocument()
  })

  it('a detail form shows the chosen position without the button', async () => {
    const position = backend.db.table('sys_position').list()[0]
    renderPicker({ picker: 'position' }, position.code, 'detail')
    expect(await screen.findByText(position.name)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /选\s*择/ })).toBeNull()
  })
})
