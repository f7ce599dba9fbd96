import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import userList from '@schemas/pages/system/UserList.json'
import { backend, recordRequests, renderSchema, serveSignedInBackend } from '../engine/support'
import { pickerDialog, rowWith, tableRows, waitForRows } from '../pickers/harness'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()

afterEach(() => {
  for (const key of Object.keys(localStorage))
    if (key.startsWith('pro__JSuperQuerySaved_')) localStorage.removeItem(key)
})

const USERS_PATH = '/isystem/user'
const LIST = '/sys/user/list'

const listRows = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')].filter(
    (row) => !row.closest('.ant-modal'),
  )
const listedUsernames = () =>
  listRows()
    .map((row) => row.querySelectorAll('td')[1].textContent)
    .sort()

async function openUsers() {
  window.history.pushState({}, '', USERS_PATH)
  renderSchema(userList, 'schemas/pages/system/UserList.json')
  await waitFor(() => expect(listRows().length).toBeGreaterThan(0))
}

async function openBuilder(): Promise<{ modal: HTMLElement; line: HTMLElement }> {
  await userEvent.click(screen.getByRole('button', { name: /高级查询/ }))
  const modal = (await screen.findByText('高级查询构造器')).closest('.ant-modal') as HTMLElement
  return { modal, line: modal.querySelector<HTMLElement>('.advanced-query-line')! }
}

const shownOptions = () => [
  ...document.querySelectorAll<HTMLElement>(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  ),
]

/** Opens a Select of the line (by its label) and clicks the option; the searchable field list is searched first (it draws only the first options). */
async function choose(line: HTMLElement, label: string, option: string) {
  const combobox = within(line).getByRole('combobox', { name: label })
  fireEvent.mouseDown(combobox.closest('.ant-select')!.querySelector('.ant-select-selector')!)
  if (label === '查询字段') fireEvent.change(combobox, { target: { value: option } })
  const item = await waitFor(() => {
    const found = shownOptions()
      .filter((el) => el.textContent === option)
      .at(-1)
    if (!found) throw new Error(`no option ${option} in ${label}`)
    return found
  })
  fireEvent.click(item)
}

const ALL_RULES = ['等于', '包含', '在...中', '不等于', '大于', '大于等于', '小于', '小于等于']

async function rulesOffered(line: HTMLElement): Promise<string[]> {
  const combobox = within(line).getByRole('combobox', { name: '匹配规则' })
  fireEvent.mouseDown(combobox.closest('.ant-select')!.querySelector('.ant-select-selector')!)
  // The field list that just closed may still be on its way out; only rule names count.
  const labels = await waitFor(() => {
    const offered = shownOptions()
      .map((el) => el.textContent)
      .filter((text) => ALL_RULES.includes(text))
    expect(offered.length).toBeGreaterThan(0)
    return offered
  })
  fireEvent.keyDown(combobox, { key: 'Escape' })
  return labels
}

const valueOf = (line: HTMLElement) => within(line).getByRole('group', { name: '查询值' })

function sentConditions(requests: ReturnType<typeof recordRequests>) {
  const raw = requests.last(LIST).get('superQueryParams')
  return raw === null ? null : JSON.parse(decodeURI(raw))
}

const clickIn = async (scope: HTMLElement, name: RegExp | string) =>
  userEvent.click(within(scope).getByRole('button', { name }))

async function saveAs(modal: HTMLElement, name: string) {
  await clickIn(modal, '保存查询')
  const prompt = (await screen.findByText('请输入保存的名称')).closest('.ant-modal') as HTMLElement
  await userEvent.type(within(prompt).getByRole('textbox', { name: '保存的名称' }), name)
  await clickIn(prompt, /确\s*定/)
  await screen.findByText('保存成功')
}

const treeTitle = (dialog: HTMLElement, name: string) =>
  within(dialog).getAllByText(
    (_, element) => !!element?.classList.contains('ant-tree-title') && element.textContent === name,
  )[0]
const checkboxOf = (title: HTMLElement) =>
  title.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox') as HTMLElement

const activeUsernames = (predicate: (user: { orgCode: unknown; createBy: unknown }) => boolean) =>
  backend.db
    .table('sys_user')
    .list((user) => user.delFlag === 0 && predicate(user))
    .map((user) => String(user.username))
    .sort()

describe('advanced query: user and department values', () => {
  it('picks a department for 所属部门, sends its org code, and a saved query shows and sends it again', async () => {
    const requests = recordRequests()
    await openUsers()
    let { modal, line } = await openBuilder()
    await choose(line, '匹配规则', '包含')
    await choose(line, '查询字段', '所属部门')
    expect(await rulesOffered(line)).toEqual(['等于', '在...中', '不等于'])
    const input = await within(valueOf(line)).findByPlaceholderText('请选择部门')

    await userEvent.click(input)
    const dialog = await pickerDialog('选择部门')
    await userEvent.click(checkboxOf(await waitFor(() => treeTitle(dialog, '专利部'))))
    await clickIn(dialog, /确\s*定/)
    await waitFor(() => expect(within(valueOf(line)).getByPlaceholderText('请选择部门')).toHaveValue('专利部'))

    await clickIn(modal, /^查\s*询$/)
    const condition = { field: 'orgCode', rule: 'eq', val: 'A01A01', type: 'sel_depart', dbType: 'string' }
    await waitFor(() => expect(sentConditions(requests)).toEqual([condition]))
    const patentStaff = activeUsernames((user) => user.orgCode === 'A01A01')
    expect(patentStaff.length).toBeGreaterThan(1)
    await waitFor(() => expect(listedUsernames()).toEqual(patentStaff))

    ;({ modal } = await openBuilder())
    await saveAs(modal, '专利部的人')
    expect(JSON.parse(localStorage.getItem(`pro__JSuperQuerySaved_${USERS_PATH}`)!).value[0].records).toEqual([
      { ...condition, customReturnField: 'orgCode' },
    ])
    cleanup()

    requests.clear()
    await openUsers()
    ;({ modal, line } = await openBuilder())
    await userEvent.click(within(modal).getByText('专利部的人'))
    line = modal.querySelector<HTMLElement>('.advanced-query-line')!
    await waitFor(() => expect(within(valueOf(line)).getByPlaceholderText('请选择部门')).toHaveValue('专利部'))
    await clickIn(modal, /^查\s*询$/)
    await waitFor(() => expect(sentConditions(requests)).toEqual([condition]))
    await waitFor(() => expect(listedUsernames()).toEqual(patentStaff))
  })

  it(
    'picks several users for 创建人 in, sends their usernames, and a saved query shows their names and sends them again',
    HEAVY_TEST,
    async () => {
      const creators = { liufang: 'jeecg', yangfan: 'lisi', hejunjie: 'jeecg' }
      for (const [username, createBy] of Object.entries(creators)) {
        const user = backend.db.table('sys_user').first((row) => row.username === username)!
        backend.db.table('sys_user').update(user.id, { createBy })
      }
      const requests = recordRequests()
      await openUsers()
      let { modal, line } = await openBuilder()
      await choose(line, '查询字段', '创建人')
      await choose(line, '匹配规则', '在...中')
      await userEvent.click(await within(valueOf(line)).findByRole('button', { name: /选\s*择/ }))
      const dialog = await pickerDialog('用户选择')
      await waitForRows(dialog)
      for (const realname of ['周晓雯', '李四']) {
        const search = within(dialog).getByPlaceholderText('请输入姓名')
        await userEvent.clear(search)
        await userEvent.type(search, realname)
        await clickIn(dialog, /^查\s*询$/)
        await waitFor(() =>
          expect(tableRows(dialog).map((row) => row.textContent)).toEqual([expect.stringContaining(realname)]),
        )
        await userEvent.click(rowWith(dialog, realname))
      }
      await clickIn(dialog, /确\s*定/)
      await waitFor(() => expect(within(valueOf(line)).getByText('周晓雯')).toBeInTheDocument())
      expect(within(valueOf(line)).getByText('李四')).toBeInTheDocument()

      await clickIn(modal, /^查\s*询$/)
      const condition = { field: 'createBy', rule: 'in', val: 'jeecg,lisi', type: 'sel_user', dbType: 'string' }
      await waitFor(() => expect(sentConditions(requests)).toEqual([condition]))
      await waitFor(() => expect(listedUsernames()).toEqual(['hejunjie', 'liufang', 'yangfan']))

      ;({ modal } = await openBuilder())
      await saveAs(modal, '两位创建人')
      cleanup()

      requests.clear()
      await openUsers()
      ;({ modal } = await openBuilder())
      await userEvent.click(within(modal).getByText('两位创建人'))
      line = modal.querySelector<HTMLElement>('.advanced-query-line')!
      await waitFor(() => expect(within(valueOf(line)).getByText('周晓雯')).toBeInTheDocument())
      expect(within(valueOf(line)).getByText('李四')).toBeInTheDocument()
      await clickIn(modal, /^查\s*询$/)
      await waitFor(() => expect(sentConditions(requests)).toEqual([condition]))
      await waitFor(() => expect(listedUsernames()).toEqual(['hejunjie', 'liufang', 'yangfan']))

      // 不等于 the one picked user: everyone the other creators made.
      ;({ modal, line } = await openBuilder())
      await choose(line, '匹配规则', '不等于')
      await waitFor(() => expect(within(valueOf(line)).queryByText('李四')).toBeNull())
      await clickIn(modal, /^查\s*询$/)
      await waitFor(() => expect(sentConditions(requests)).toEqual([{ ...condition, rule: 'ne', val: 'jeecg' }]))
      await waitFor(() => expect(listRows().length).toBeGreaterThan(0))
      expect(listedUsernames()).not.toContain('liufang')
      expect(listedUsernames()).not.toContain('hejunjie')
    },
  )
})
