import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { backend, failed, ok, recordRequests } from '../engine/support'
import { dialog, popupRowsShown, renderReport, tableRows, serveReportBackend } from './render-report'

serveReportBackend()

const reportId = (code: string): string =>
  String(backend.db.table('onl_cgreport_head').first((head) => head.code === code)!.id)

/** Query parameters of the last getData call of a report. */
const lastData = (requests: ReturnType<typeof recordRequests>, code: string) =>
  requests.last(`/getData/${reportId(code)}`)

const selectedCount = () => within(dialog()).getByText(/^已选择 \d+ 项$/).textContent

// A first antd table in jsdom takes seconds on a busy machine.
const loaded = popupRowsShown

// The first test also pays for loading antd's table and form into jsdom.
describe('online-report popup', () => {
  it('draws the columns and the query form from the report config, extra items behind 展开, dictionaries as text', async () => {
    renderReport({ code: 'report_depart' })
    await loaded()
    const popup = within(dialog())
    expect(popup.getByText('部门通讯录')).toBeInTheDocument()
    expect(popup.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['部门名称', '机构类别', '机构编码', '电话', '传真', '地址']),
    )
    const form = within(dialog().querySelector<HTMLElement>('.schema-search')!)
    expect(form.getByText('部门名称')).toBeInTheDocument()
    expect(form.getByText('机构类别')).toBeInTheDocument()
    expect(form.queryByText('地址')).toBeNull()
    await userEvent.click(form.getByText('展开'))
    expect(form.getByText('地址')).toBeInTheDocument()
    expect(popup.getAllByRole('cell', { name: '公司' }).length).toBeGreaterThan(0)
    expect(popup.queryByRole('cell', { name: '1' })).toBeNull()
    expect(dialog().closest('.ant-modal')).toHaveStyle({ width: '1200px' })
  })

  it('searches with the query form and pages through the rows', async () => {
    const requests = recordRequests()
    renderReport({ code: 'report_depart' })
    await loaded()
    const form = within(dialog().querySelector<HTMLElement>('.schema-search')!)
    await userEvent.type(form.getByPlaceholderText('请输入部门名称'), '专利部')
    await userEvent.click(form.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(tableRows()).toHaveLength(1))
    expect(tableRows()[0]).toHaveTextContent('专利部')
    expect(lastData(requests, 'report_depart').get('departName')).toBe('专利部')
    expect(lastData(requests, 'report_depart').get('pageNo')).toBe('1')
  })

  it('sends dynamic parameters as self_<name>; one named like a query field fills it without its quotes', async () => {
    const requests = recordRequests()
    renderReport({ code: 'report_user', param: { sex: "'2'" } })
    await loaded()
    const params = lastData(requests, 'report_user')
    expect(params.get('self_sex')).toBe("'2'")
    expect(params.get('sex')).toBe('2')
    expect(tableRows().every((row) => within(row).queryByRole('cell', { name: '女' }))).toBe(true)
    const form = within(dialog().querySelector<HTMLElement>('.schema-search')!)
    requests.clear()
    await userEvent.click(form.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(lastData(requests, 'report_user').get('self_sex')).toBe("'2'"))
    expect(lastData(requests, 'report_user').get('sex')).toBe('2')
    await userEvent.click(form.getByText('展开'))
    expect(form.getByTitle('女')).toBeInTheDocument()
  })

  it('sorts by a field=asc|desc sort config and refuses any other', async () => {
    const requests = recordRequests()
    renderReport({ code: 'report_user', sorter: 'username=desc' })
    await loaded()
    expect(lastData(requests, 'report_user').get('column')).toBe('username')
    expect(lastData(requests, 'report_user').get('order')).toBe('desc')
    expect(within(dialog()).getByRole('columnheader', { name: /账号/ })).toHaveAttribute('aria-sort', 'descending')
  })

  it('warns about a sort config that is not field=asc|desc and keeps the report order', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const requests = recordRequests()
    renderReport({ code: 'report_user', sorter: 'username desc' })
    await loaded()
    expect(lastData(requests, 'report_user').get('column')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sorter参数不合法'))
    warn.mockRestore()
  })

  it('keys rows by their values, the id first, cut to 50 characters', async () => {
    renderReport({ code: 'report_user', sorter: 'username=asc' })
    await loaded()
    const admin = backend.db.table('sys_user').first((user) => user.username === 'admin')!
    const row = tableRows().find((candidate) => candidate.textContent?.includes('管理员'))!
    const key = row.getAttribute('data-row-key')!
    expect(key).toHaveLength(50)
    expect(key).toBe(`${admin.id}管理员admin1${admin.phone}${admin.email}`.slice(0, 50))
  })

  it('toggles a row on click; multiple select keeps several', async () => {
    renderReport({ code: 'report_depart', multi: true })
    await loaded()
    const [first, second] = tableRows()
    await userEvent.click(within(first).getAllByRole('cell')[1])
    expect(selectedCount()).toBe('已选择 1 项')
    await userEvent.click(within(second).getAllByRole('cell')[1])
    expect(selectedCount()).toBe('已选择 2 项')
    await userEvent.click(within(first).getAllByRole('cell')[1])
    expect(selectedCount()).toBe('已选择 1 项')
    expect(within(second).getByRole('checkbox')).toBeChecked()
    await userEvent.click(within(dialog()).getByText('清空'))
    expect(selectedCount()).toBe('已选择 0 项')
  })

  it('single select keeps the row clicked last, as a radio', async () => {
    renderReport({ code: 'report_depart' })
    await loaded()
    const [first, second] = tableRows()
    await userEvent.click(within(first).getAllByRole('cell')[1])
    await userEvent.click(within(second).getAllByRole('cell')[1])
    expect(selectedCount()).toBe('已选择 1 项')
    expect(within(second).getByRole('radio')).toBeChecked()
    expect(within(first).getByRole('radio')).not.toBeChecked()
  })

  it('confirming with nothing chosen warns 请选择一条记录 and emits nothing; a chosen row is emitted and the popup closes', async () => {
    const onOk = vi.fn()
    const onClose = vi.fn()
    renderReport({ code: 'report_depart', onOk, onClose })
    await loaded()
    await userEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('请选择一条记录')).toBeInTheDocument()
    expect(onOk).not.toHaveBeenCalled()
    const row = tableRows().find((candidate) => candidate.textContent?.includes('专利部'))!
    await userEvent.click(within(row).getAllByRole('cell')[1])
    await userEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }))
    expect(onOk).toHaveBeenCalledWith([expect.objectContaining({ departName: '专利部' })])
    expect(onClose).toHaveBeenCalled()
  })

  it('reads 关闭 on its cancel button, which closes it', async () => {
    const onClose = vi.fn()
    renderReport({ code: 'report_depart', onClose })
    await loaded()
    await userEvent.click(within(dialog()).getByRole('button', { name: /关\s*闭/ }))
    expect(onClose).toHaveBeenCalled()
  })

  it('reuses the answers of a group for 30 seconds, then asks again', async () => {
    const requests = recordRequests()
    const counts = () => [
      requests.count('/getRpColumns/report_user'),
      requests.count(`/getQueryInfo/${reportId('report_user')}`),
      requests.count(`/getData/${reportId('report_user')}`),
    ]
    const first = renderReport({ code: 'report_user', groupId: 'users' })
    await loaded()
    first.unmount()
    const second = renderReport({ code: 'report_user', groupId: 'users' })
    await loaded()
    expect(counts()).toEqual([1, 1, 1])
    second.unmount()
    const later = Date.now() + 31_000
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later)
    renderReport({ code: 'report_user', groupId: 'users' })
    await waitFor(() => expect(counts()).toEqual([2, 2, 2]))
    clock.mockRestore()
  })

  it('asks the server each time without a group id', async () => {
    const requests = recordRequests()
    const first = renderReport({ code: 'report_user' })
    await loaded()
    first.unmount()
    renderReport({ code: 'report_user' })
    await waitFor(() => expect(requests.count('/getRpColumns/report_user')).toBe(2))
  })

  it('queries a number column of mode group between two bounds', async () => {
    const head = reportId('report_depart')
    backend.db.table('onl_cgreport_item').insert({
      id: 'depart-order-item',
      cgrheadId: head,
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
    renderReport({ code: 'report_depart' })
    await loaded()
    const form = within(dialog().querySelector<HTMLElement>('.schema-search')!)
    await userEvent.type(form.getByPlaceholderText('最小值'), '2')
    await userEvent.type(form.getByPlaceholderText('最大值'), '3')
    await userEvent.click(form.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(lastData(requests, 'report_depart').get('departOrder_end')).toBe('3'))
    expect(lastData(requests, 'report_depart').get('departOrder_begin')).toBe('2')
    await waitFor(() =>
      expect(tableRows().map((row) => row.textContent)).toEqual(
        expect.arrayContaining([expect.stringContaining('商标部'), expect.stringContaining('版权部')]),
      ),
    )
    const column = within(dialog())
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === '排序')
    const orders = tableRows().map((row) => Number(row.querySelectorAll('td')[column].textContent))
    expect(orders.every((order) => order >= 2 && order <= 3)).toBe(true)
    expect(tableRows().some((row) => row.textContent.includes('专利部'))).toBe(false)
  })

  it('warns with the server message when the query items fail, and asks for no rows', async () => {
    const requests = recordRequests()
    backend.server.use(
      mswHttp.get('*/jeecg-boot/online/cgreport/api/getQueryInfo/:id', () => HttpResponse.json(failed('查询失败'))),
    )
    renderReport({ code: 'report_depart' })
    expect(await screen.findByText('查询失败')).toBeInTheDocument()
    expect(requests.count(`/getData/${reportId('report_depart')}`)).toBe(0)
  })

  it('offers 刷新 instead of a query form when the report has no query items', async () => {
    const requests = recordRequests()
    backend.server.use(
      mswHttp.get('*/jeecg-boot/online/cgreport/api/getQueryInfo/:id', () => HttpResponse.json(ok([]))),
    )
    renderReport({ code: 'report_depart' })
    await loaded()
    expect(dialog().querySelector('.schema-search')).toBeNull()
    const before = requests.count(`/getData/${reportId('report_depart')}`)
    await userEvent.click(within(dialog()).getByText('刷新'))
    await waitFor(() => expect(requests.count(`/getData/${reportId('report_depart')}`)).toBe(before + 1))
  })

  it('shows why a report cannot open and closes on OK', async () => {
    const onClose = vi.fn()
    renderReport({ code: 'no_such_report', onClose })
    expect(await screen.findByText(/Popup初始化失败.*实体不存在/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '知道了' }))
    expect(onClose).toHaveBeenCalled()
  })
})
