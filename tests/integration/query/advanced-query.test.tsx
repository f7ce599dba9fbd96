import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import userList from '@schemas/pages/system/UserList.json'
import { http } from '@/http'
import { recordRequests, renderSchema, serveSignedInBackend } from '../engine/support'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()

afterEach(() => {
  for (const key of Object.keys(localStorage))
    if (key.startsWith('pro__JSuperQuerySaved_')) localStorage.removeItem(key)
})

const SOURCE = 'schemas/pages/system/UserList.json'
const USERS_PATH = '/isystem/user'
const LIST = '/sys/user/list'

const body = () => document.querySelector('.ant-table-tbody') as HTMLElement
const dataRows = () =>
  within(body())
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('data-row-key'))
/** The text of one column of the shown rows (1 = the first data column after the checkbox). */
const columnTexts = (index: number) => dataRows().map((row) => row.querySelectorAll('td')[index].textContent)

async function openUsers(path = USERS_PATH, schema: object = userList) {
  window.history.pushState({}, '', path)
  renderSchema(schema, SOURCE)
  await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
}

const queryButton = () => screen.getByRole('button', { name: /高级查询/ })

async function openBuilder(): Promise<HTMLElement> {
  await userEvent.click(queryButton())
  return builder()
}

const builder = async () => {
  const title = await screen.findByText('高级查询构造器')
  return title.closest('.ant-modal') as HTMLElement
}

const lines = (modal: HTMLElement) => [...modal.querySelectorAll<HTMLElement>('.advanced-query-line')]
const line = (modal: HTMLElement, index: number) => lines(modal)[index]

/** Opens a Select (by its label) and clicks options of the dropdown that opened (several for a multiple one). */
async function choose(scope: HTMLElement, label: string, ...options: string[]) {
  const combobox = within(scope).getByRole('combobox', { name: label })
  fireEvent.mouseDown(combobox.closest('.ant-select')!.querySelector('.ant-select-selector')!)
  for (const option of options) {
    const item = await waitFor(() => {
      const shown = [
        ...document.querySelectorAll<HTMLElement>(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ]
      const found = shown.filter((el) => el.textContent === option).at(-1)
      if (!found) throw new Error(`no option ${option} in ${label}`)
      return found
    })
    // The dropdown may still be in its opening motion (pointer-events: none); an option reacts to its click either way.
    fireEvent.click(item)
  }
}

/** What a Select (by its label) shows as chosen. */
const chosen = (scope: HTMLElement, label: string) => {
  const select = within(scope).getByRole('combobox', { name: label }).closest('.ant-select')!
  return [...select.querySelectorAll('.ant-select-selection-item')].map(
    (item) => item.getAttribute('title') ?? item.textContent,
  )
}

async function typeValue(scope: HTMLElement, text: string) {
  const input = within(scope).getByRole('textbox', { name: '查询值' })
  await userEvent.clear(input)
  await userEvent.type(input, text)
}

async function fillLine(modal: HTMLElement, index: number, field: string, rule: string, text: string) {
  await choose(line(modal, index), '查询字段', field)
  await choose(line(modal, index), '匹配规则', rule)
  await typeValue(line(modal, index), text)
}

const clickIn = async (scope: HTMLElement, name: RegExp | string) =>
  userEvent.click(within(scope).getByRole('button', { name }))

/** The conditions and match type of the last list call. */
function sentQuery(requests: ReturnType<typeof recordRequests>) {
  const params = requests.last(LIST)
  const raw = params.get('superQueryParams')
  return {
    conditions: raw === null ? null : JSON.parse(decodeURI(raw)),
    matchType: params.get('superQueryMatchType'),
    pageNo: params.get('pageNo'),
  }
}

async function confirmDialog(text: string) {
  const dialog = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].find((el) =>
      el.textContent?.includes(text),
    )
    if (!found) throw new Error(`no confirmation "${text}"`)
    return found
  })
  await clickIn(dialog, /确\s*定/)
}

const promptDialog = async () => (await screen.findByText('请输入保存的名称')).closest('.ant-modal') as HTMLElement

async function saveAs(modal: HTMLElement, name: string) {
  await clickIn(modal, '保存查询')
  const prompt = await promptDialog()
  const input = within(prompt).getByRole('textbox', { name: '保存的名称' })
  await userEvent.clear(input)
  if (name) await userEvent.type(input, name)
  await clickIn(prompt, /确\s*定/)
}

describe('advanced query builder', () => {
  it('opens a 1000-wide builder; choosing a field empties the value and takes the field type and dictionary', async () => {
    await openUsers()
    const modal = await openBuilder()
    expect(modal.style.width).toBe('1000px')
    expect(lines(modal)).toHaveLength(1)

    await choose(line(modal, 0), '查询字段', '用户账号')
    await typeValue(line(modal, 0), 'adm')
    expect(within(line(modal, 0)).getByRole('textbox', { name: '查询值' })).toHaveValue('adm')

    await choose(line(modal, 0), '查询字段', '性别')
    expect(within(line(modal, 0)).queryByRole('textbox', { name: '查询值' })).toBeNull()
    expect(chosen(line(modal, 0), '查询值')).toEqual([])
    await choose(line(modal, 0), '查询值', '女')
    expect(chosen(line(modal, 0), '查询值')).toEqual(['女'])

    await choose(line(modal, 0), '查询字段', '生日')
    expect(within(line(modal, 0)).getByPlaceholderText('请选择日期')).toHaveValue('')

    await choose(line(modal, 0), '查询字段', '负责部门')
    await choose(line(modal, 0), '查询值', '专利部')
    expect(chosen(line(modal, 0), '查询值')).toEqual(['专利部'])
  })

  it('leaving the rule in keeps the first chosen value, and the query goes to the list as superQueryParams', async () => {
    const requests = recordRequests()
    await openUsers()
    await userEvent.click(screen.getByTitle('2'))
    await waitFor(() => expect(requests.last(LIST).get('pageNo')).toBe('2'))
    const modal = await openBuilder()
    await choose(line(modal, 0), '查询字段', '性别')
    await choose(line(modal, 0), '匹配规则', '在...中')
    await choose(line(modal, 0), '查询值', '女', '男')
    expect(chosen(line(modal, 0), '查询值')).toEqual(['女', '男'])
    await choose(line(modal, 0), '匹配规则', '等于')
    expect(chosen(line(modal, 0), '查询值')).toEqual(['女'])

    expect(queryButton()).toHaveAttribute('aria-pressed', 'false')
    await clickIn(modal, /^查\s*询$/)
    await waitFor(() =>
      expect(sentQuery(requests).conditions).toEqual([
        { field: 'sex', rule: 'eq', val: '2', type: 'int', dbType: 'int' },
      ]),
    )
    expect(sentQuery(requests)).toMatchObject({ matchType: 'and', pageNo: '1' })
    await waitFor(() => expect(new Set(columnTexts(4))).toEqual(new Set(['女'])))
    await waitFor(() => expect(screen.queryByText('高级查询构造器')).toBeNull())
    expect(queryButton()).toHaveAttribute('aria-pressed', 'true')

    await userEvent.hover(queryButton())
    const tooltip = (await screen.findByText('已有高级查询条件生效')).closest('.ant-tooltip') as HTMLElement
    await userEvent.click(within(tooltip).getByText('清空'))
    await waitFor(() => expect(sentQuery(requests).conditions).toBeNull())
    expect(queryButton()).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(new Set(columnTexts(4))).toEqual(new Set(['男', '女'])))
  })

  it('joins the conditions with AND or with OR; 重置 empties the builder and the list query', async () => {
    const requests = recordRequests()
    await openUsers()
    let modal = await openBuilder()
    await fillLine(modal, 0, '用户账号', '包含', 'zhang')
    await clickIn(line(modal, 0), '添加条件')
    await fillLine(modal, 1, '用户账号', '等于', 'lisi')
    await clickIn(modal, /^查\s*询$/)
    await waitFor(() => expect(sentQuery(requests).matchType).toBe('and'))
    await waitFor(() => expect(dataRows()).toHaveLength(0))

    modal = await openBuilder()
    expect(lines(modal)).toHaveLength(2)
    await choose(modal, '过滤条件匹配', 'OR（条件中的任意一个匹配）')
    await clickIn(modal, /^查\s*询$/)
    await waitFor(() => expect(sentQuery(requests).matchType).toBe('or'))
    expect(sentQuery(requests).conditions).toEqual([
      { field: 'username', rule: 'like', val: 'zhang', type: 'string', dbType: 'string' },
      { field: 'username', rule: 'eq', val: 'lisi', type: 'string', dbType: 'string' },
    ])
    await waitFor(() => expect(columnTexts(1).sort()).toEqual(['lisi', 'zhangsan']))

    modal = await openBuilder()
    await clickIn(modal, /重\s*置/)
    await waitFor(() => expect(sentQuery(requests).conditions).toBeNull())
    expect(lines(modal)).toHaveLength(1)
    expect(chosen(line(modal, 0), '查询字段')).toEqual([])
    expect(queryButton()).toHaveAttribute('aria-pressed', 'false')
  })

  it('says so when querying or saving empty conditions, names a save, asks before overwriting and deleting', async () => {
    await openUsers()
    const modal = await openBuilder()
    await clickIn(modal, /^查\s*询$/)
    expect(await screen.findByText('不能查询空条件')).toBeInTheDocument()
    await clickIn(modal, '保存查询')
    expect(await screen.findByText('空条件不能保存')).toBeInTheDocument()
    expect(within(modal).getByText('没有保存任何查询')).toBeInTheDocument()

    await fillLine(modal, 0, '用户账号', '等于', 'admin')
    await saveAs(modal, '')
    expect(await screen.findByText('保存名称不能为空')).toBeInTheDocument()
    await clickIn(await promptDialog(), /取\s*消/)

    await saveAs(modal, '管理员')
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect(within(modal).getByText('管理员')).toBeInTheDocument()

    await typeValue(line(modal, 0), 'jeecg')
    await saveAs(modal, '管理员')
    await confirmDialog('管理员 已存在，是否覆盖？')
    await waitFor(() => expect(screen.getAllByText('保存成功')).toHaveLength(2))
    expect(within(modal).getAllByText('管理员')).toHaveLength(1)

    await userEvent.click(within(modal).getByRole('button', { name: '删除查询 管理员' }))
    await confirmDialog('是否删除当前查询？')
    await waitFor(() => expect(within(modal).getByText('没有保存任何查询')).toBeInTheDocument())
  })

  it('keeps saved queries per route path (or save code) in local storage and reuses them', HEAVY_TEST, async () => {
    const requests = recordRequests()
    await openUsers()
    let modal = await openBuilder()
    await fillLine(modal, 0, '用户姓名', '包含', '张')
    await saveAs(modal, '姓张')
    await screen.findByText('保存成功')
    const stored = JSON.parse(localStorage.getItem(`pro__JSuperQuerySaved_${USERS_PATH}`)!)
    expect(stored).toEqual({
      value: [
        {
          title: '姓张',
          matchType: 'and',
          records: [{ field: 'realname', rule: 'like', val: '张', type: 'string', dbType: 'string' }],
        },
      ],
      expire: null,
    })
    cleanup()

    await openUsers('/isystem/other')
    modal = await openBuilder()
    expect(within(modal).getByText('没有保存任何查询')).toBeInTheDocument()
    cleanup()

    await openUsers()
    modal = await openBuilder()
    expect(chosen(line(modal, 0), '查询字段')).toEqual([])
    await userEvent.click(within(modal).getByText('姓张'))
    expect(chosen(line(modal, 0), '查询字段')).toEqual(['用户姓名'])
    expect(chosen(line(modal, 0), '匹配规则')).toEqual(['包含'])
    expect(within(line(modal, 0)).getByRole('textbox', { name: '查询值' })).toHaveValue('张')
    await clickIn(modal, /^查\s*询$/)
    await waitFor(() =>
      expect(sentQuery(requests).conditions).toEqual([
        { field: 'realname', rule: 'like', val: '张', type: 'string', dbType: 'string' },
      ]),
    )
    await waitFor(() => expect(columnTexts(2)).toEqual(['张三']))
    cleanup()

    await openUsers(USERS_PATH, { ...userList, advancedQuery: { ...userList.advancedQuery, saveCode: 'users-demo' } })
    modal = await openBuilder()
    expect(within(modal).getByText('没有保存任何查询')).toBeInTheDocument()
    await fillLine(modal, 0, '用户账号', '等于', 'admin')
    await saveAs(modal, '按编码')
    await screen.findByText('保存成功')
    expect(JSON.parse(localStorage.getItem('pro__JSuperQuerySaved_users-demo')!).value[0].title).toBe('按编码')
  })

  it('offers the columns that are entity properties when the page lists no fields', async () => {
    await openUsers(USERS_PATH, { ...userList, advancedQuery: {} })
    const modal = await openBuilder()
    const combobox = within(line(modal, 0)).getByRole('combobox', { name: '查询字段' })
    fireEvent.mouseDown(combobox.closest('.ant-select')!.querySelector('.ant-select-selector')!)
    await waitFor(() =>
      expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).not.toBeNull(),
    )
    const shown = [
      ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ].map((el) => el.textContent)
    expect(shown).toEqual(expect.arrayContaining(['用户账号', '用户姓名', '性别', '生日', '状态']))
  })
})

describe('the built-in backend with superQueryParams', () => {
  const query = (conditions: object[], matchType = 'and') =>
    http.get<{ records: Record<string, unknown>[] }>(LIST, {
      superQueryParams: encodeURI(JSON.stringify(conditions)),
      superQueryMatchType: matchType,
      pageSize: 100,
    })

  it('understands every rule the builder offers', async () => {
    const birthday = (rule: string) =>
      query([{ field: 'birthday', rule, val: '1990-09-23', type: 'date', dbType: 'string' }])
    const days = async (rule: string) => (await birthday(rule)).result.records.map((row) => String(row.birthday))
    expect(await days('eq')).toEqual(['1990-09-23'])
    for (const day of await days('gt')) expect(day > '1990-09-23').toBe(true)
    expect(await days('ge')).toContain('1990-09-23')
    for (const day of await days('lt')) expect(day < '1990-09-23').toBe(true)
    expect(await days('le')).toContain('1990-09-23')
    expect(await days('ne')).not.toContain('1990-09-23')
    const names = async (conditions: object[], matchType?: string) =>
      (await query(conditions, matchType)).result.records.map((row) => row.username).sort()
    expect(
      await names([{ field: 'username', rule: 'in', val: 'lisi,wangwu', type: 'string', dbType: 'string' }]),
    ).toEqual(['lisi', 'wangwu'])
    expect(await names([{ field: 'username', rule: 'like', val: 'zhang', type: 'string', dbType: 'string' }])).toEqual([
      'zhangsan',
    ])
    expect(
      await names(
        [
          { field: 'sex', rule: 'in', val: '2', type: 'int', dbType: 'int' },
          { field: 'username', rule: 'eq', val: 'admin' },
        ],
        'or',
      ),
    ).toContain('admin')
  })
})
