import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PageHost } from '@/pages/PageHost'
import { menuToRoutes } from '@/router/menu-routes'
import { menuUrlScope } from '@/router/menu-url-scope'
import { backend, recordRequests } from '../engine/support'
import { renderInApp } from '../engine/support'
import { serveReportBackend } from './render-report'
import { captureDownloads, savedRows } from '../../support/downloads'

serveReportBackend()

const SCOPE = menuUrlScope({ token: '', tenantId: '' })

const reportId = (code: string): string =>
  String(backend.db.table('onl_cgreport_head').first((head) => head.code === code)!.id)

/** The 示例 menu row of a report, made a route as the shell makes it. */
function menuRoute(name: string) {
  const row = backend.db.table('sys_permission').first((permission) => permission.name === name)!
  return menuToRoutes([{ path: String(row.url), component: String(row.component), meta: { title: name } }], SCOPE)[0]
}

/** The page the shell shows for a menu route, at `path` (the route's own unless told). */
function openReport(name: string, path?: string) {
  const route = menuRoute(name)
  return renderInApp(
    <MemoryRouter initialEntries={[path ?? route.path]}>
      <Routes>
        <Route path="*" element={<PageHost component={route.component} route={route} />} />
      </Routes>
    </MemoryRouter>,
  )
}

const page = (): HTMLElement => document.querySelector<HTMLElement>('.online-report-page')!
const rows = (): HTMLElement[] => [...page().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')]
const loaded = () => waitFor(() => expect(page() && rows().length).toBeGreaterThan(0))
const searchForm = () => within(page().querySelector<HTMLElement>('.schema-search')!)
const columnTexts = (title: string): string[] => {
  const index = within(page())
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent === title)
  return rows().map((row) => row.querySelectorAll('td')[index].textContent ?? '')
}

describe('online report page', () => {
  it('opens the report its menu row names by id: title, columns, query form and dictionary texts', async () => {
    const requests = recordRequests()
    const route = menuRoute('部门通讯录')
    expect(route.path).toBe(`/online/cgreport/${reportId('report_depart')}`)
    openReport('部门通讯录')
    await loaded()
    expect(within(page()).getByText('部门通讯录')).toBeInTheDocument()
    expect(
      within(page())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['部门名称', '机构类别', '机构编码', '电话', '传真', '地址'])
    expect(searchForm().getByPlaceholderText('请输入部门名称')).toBeInTheDocument()
    expect(columnTexts('机构类别')).toContain('公司')
    expect(columnTexts('机构类别')).not.toContain('1')
    expect(requests.count(`/getColumnsAndData/${reportId('report_depart')}`)).toBe(1)
    expect(requests.count(`/getQueryInfo/${reportId('report_depart')}`)).toBe(1)
    expect(requests.count(`/getData/${reportId('report_depart')}`)).toBe(0)
    expect(page().querySelector('.ant-table-selection-column')).toBeNull()
  })

  it('searches, pages by 10/20/30 on the server and sorts by a clicked column', async () => {
    const requests = recordRequests()
    const data = `/getColumnsAndData/${reportId('report_user')}`
    openReport('用户信息报表')
    await loaded()
    expect(rows()).toHaveLength(10)
    await userEvent.click(within(page()).getByTitle('2'))
    await waitFor(() => expect(requests.last(data).get('pageNo')).toBe('2'))
    // Each page brings the dictionary items of its own values.
    await waitFor(() => expect(columnTexts('性别').every((text) => ['男', '女', ''].includes(text))).toBe(true))
    await userEvent.click(within(page()).getByText('10 条/页'))
    expect(screen.getByTitle('30 条/页')).toBeInTheDocument()
    await userEvent.click(screen.getByTitle('20 条/页'))
    await waitFor(() => expect(rows()).toHaveLength(20))
    expect(requests.last(data).get('pageNo')).toBe('1')

    await userEvent.click(
      within(page())
        .getAllByRole('columnheader')
        .find((header) => header.textContent === '账号')!,
    )
    await waitFor(() => expect(requests.last(data).get('column')).toBe('username'))
    expect(requests.last(data).get('order')).toBe('asc')
    await waitFor(() => expect(columnTexts('账号')).toEqual([...columnTexts('账号')].sort()))

    await userEvent.type(searchForm().getByPlaceholderText('请输入账号'), 'zhangsan')
    await userEvent.click(searchForm().getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(requests.last(data).get('username')).toBe('zhangsan')
    expect(requests.last(data).get('pageNo')).toBe('1')
    expect(columnTexts('姓名')).toEqual(['张三'])
    expect(columnTexts('性别')).toEqual(['男'])
  })

  it('queries a group item between two bounds', async () => {
    backend.db.table('onl_cgreport_item').insert({
      id: 'depart-order-item',
      cgrheadId: reportId('report_depart'),
      fieldName: 'departOrder',
      fieldTxt: '排序',
      fieldType: 'Integer',
      searchMode: 'group',
      isSearch: 1,
      isShow: 1,
      orderNum: 0,
      isOrder: 1,
      isTotal: '0',
      dictCode: null,
      fieldHref: null,
      fieldWidth: 80,
      groupTitle: null,
    })
    const requests = recordRequests()
    openReport('部门通讯录')
    await loaded()
    await userEvent.type(await searchForm().findByPlaceholderText('最小值'), '2')
    await userEvent.type(searchForm().getByPlaceholderText('最大值'), '3')
    await userEvent.click(searchForm().getByRole('button', { name: /查\s*询/ }))
    const data = `/getColumnsAndData/${reportId('report_depart')}`
    await waitFor(() => expect(requests.last(data).get('departOrder_end')).toBe('3'))
    expect(requests.last(data).get('departOrder_begin')).toBe('2')
    await waitFor(() =>
      expect(columnTexts('排序').every((order) => Number(order) >= 2 && Number(order) <= 3)).toBe(true),
    )
    expect(columnTexts('部门名称')).not.toContain('专利部')
  })

  it('shows server text holding {{ }}, ${ }, < and javascript: as typed: the report name, a column title, a dictionary text and a value', async () => {
    const hostile = (where: string) => `{{ 1 + 1 }} \${x} <b>javascript:alert(1) }} ${where}`
    const id = reportId('report_depart')
    backend.db.table('onl_cgreport_head').update(id, { name: hostile('报表') })
    const item = backend.db
      .table('onl_cgreport_item')
      .first((row) => row.cgrheadId === id && row.fieldName === 'departName')!
    backend.db.table('onl_cgreport_item').update(item.id, { fieldTxt: hostile('列') })
    const dict = backend.db.table('sys_dict').first((row) => row.dictCode === 'org_category')!
    const company = backend.db.table('sys_dict_item').first((row) => row.dictId === dict.id && row.itemValue === '1')!
    backend.db.table('sys_dict_item').update(company.id, { itemText: hostile('字典') })
    const depart = backend.db.table('sys_depart').first((row) => row.orgCategory === '1' && row.delFlag === '0')!
    backend.db.table('sys_depart').update(depart.id, { departName: hostile('值') })
    openReport('部门通讯录')
    await loaded()
    expect(within(page()).getByText(hostile('报表'))).toBeInTheDocument()
    expect(
      within(page())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain(hostile('列'))
    expect(columnTexts('机构类别')).toContain(hostile('字典'))
    expect(columnTexts(hostile('列'))).toContain(hostile('值'))
    expect(searchForm().getByPlaceholderText(`请输入${hostile('列')}`)).toBeInTheDocument()
    expect(page().querySelector('b')).toBeNull()
    expect(screen.queryByText('页面配置有误')).toBeNull()
  })

  it('shows the server message for a report id it does not know', async () => {
    openReport('部门通讯录', '/online/cgreport/no-such-report')
    expect(await screen.findByText('实体不存在')).toBeInTheDocument()
    expect(screen.getByText('no-such-report')).toBeInTheDocument()
  })

  describe('export', () => {
    const saved = captureDownloads()

    it('saves every queried row as <report name>.xlsx, dictionary columns as their texts', async () => {
      const requests = recordRequests()
      openReport('用户信息报表')
      await loaded()
      await userEvent.type(searchForm().getByPlaceholderText('请输入账号'), 'zhangsan')
      await userEvent.click(searchForm().getByRole('button', { name: /查\s*询/ }))
      await waitFor(() => expect(rows()).toHaveLength(1))
      await userEvent.click(within(page()).getByRole('button', { name: /导\s*出/ }))
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['用户信息报表.xlsx']))
      const params = requests.last(`/exportXls/${reportId('report_user')}`)
      expect(Object.fromEntries(params)).toMatchObject({ username: 'zhangsan', pageNo: '1', pageSize: '1' })
      const sheet = (await savedRows(saved[0].blob)).flat()
      expect(sheet).toContain('用户信息报表报表')
      expect(sheet).toContain('张三')
      expect(sheet).toContain('男')
      expect(sheet).not.toContain('李四')
    })
  })
})
