import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { useEffect } from 'react'
import dayjs from 'dayjs'
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import caseList from '@schemas/pages/ipr/CaseList.json'
import contractList from '@schemas/pages/ipr/ContractList.json'
import paymentList from '@schemas/pages/ipr/PaymentList.json'
import { AppEngine } from '@/engine/AppEngine'
import { SchemaPage } from '@renderers/schema/SchemaPage'
import { backend, recordRequests, serveSignedInBackend } from '../engine/support'

serveSignedInBackend()

/** Where the router is now and how it got there, as the page's list last left it. */
const shown = { search: '', navigation: '' }

function AddressSpy() {
  const { search } = useLocation()
  const navigation = useNavigationType()
  useEffect(() => {
    Object.assign(shown, { search, navigation })
  }, [search, navigation])
  return null
}

/** A list page opened on an address, as the shell routes a menu row to it. */
function openAt(schema: unknown, address: string, source: string) {
  render(
    <MemoryRouter initialEntries={['/home', address]} initialIndex={1}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <AppEngine>
            <SchemaPage schema={schema} source={source} />
            <AddressSpy />
          </AppEngine>
        </AntApp>
      </ConfigProvider>
    </MemoryRouter>,
  )
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')
const dataRows = () =>
  [...document.querySelectorAll('.ant-tabs-tabpane-active .ant-table-tbody tr')].filter((row) =>
    row.getAttribute('data-row-key'),
  )
/** The list's own calls (a tab's count asks for one row). */
const listCalls = (requests: ReturnType<typeof recordRequests>, path: string) =>
  requests.all(path).filter((params) => params.get('pageSize') !== '1')

describe('scope tabs opened from the address', () => {
  it('?scope= opens 合同到期 with its conditions from the date, and its badge counts its rows', async () => {
    const requests = recordRequests()
    openAt(contractList, '/ipr/contract/list?scope=expiring', 'schemas/pages/ipr/ContractList.json')
    await waitFor(() => expect(selectedTab()).toHaveTextContent('合同到期'))
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
    const sent = listCalls(requests, '/ipr/contract/list').at(-1)!
    expect(sent.get('contractStatus')).toBe('1')
    expect(sent.get('endDate_begin')).toBe(dayjs().format('YYYY-MM-DD'))
    expect(sent.get('endDate_end')).toBe(dayjs().add(30, 'day').format('YYYY-MM-DD'))
    const total = Number(/共 (\d+) 条/.exec(document.body.textContent ?? '')![1])
    await waitFor(() => expect(selectedTab()).toHaveTextContent(new RegExp(`合同到期\\s*${total}$`)))
    // Opening on an address writes nothing back.
    expect(shown.search).toBe('?scope=expiring')
  })

  it('?flag= opens the tab fixing that flag, with the search values the address carries', async () => {
    // 已逾期 of the IP records is one of the few scopes no column expresses (a server extension's flag).
    const requests = recordRequests()
    openAt(paymentList, '/ipr/payment/list?flag=3&iprNo=JF', 'schemas/pages/ipr/PaymentList.json')
    await waitFor(() => expect(selectedTab()).toHaveTextContent('已逾期'))
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
    expect(
      within(document.querySelector('.ant-tabs-tabpane-active')!).getByRole('textbox', { name: '编号' }),
    ).toHaveValue('JF')
    const sent = listCalls(requests, '/ipr/iprInfo/list').at(-1)!
    expect(sent.get('flag')).toBe('3')
    expect(sent.get('iprNo')).toBe('*JF*')
  })

  it('?scope= opens a tab of conditions from the session and the date: 已逾期 of the cases', async () => {
    const requests = recordRequests()
    openAt(caseList, '/ipr/case/list?scope=overdue', 'schemas/pages/ipr/CaseList.json')
    await waitFor(() => expect(selectedTab()).toHaveTextContent('已逾期'))
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
    const sent = listCalls(requests, '/ipr/case/list').at(-1)!
    expect(sent.get('flag')).toBeNull()
    expect(sent.get('officialDeadline_end')).toBe(dayjs().subtract(1, 'day').format('YYYY-MM-DD'))
    expect(sent.get('caseStatus')).toBe('0,1,2,3,4,5,6')
  })
})

describe('the list writes its tab and search back to the address', () => {
  it('replaces the address (no new history entry) on a change of tab and on a search', async () => {
    const user = userEvent.setup()
    openAt(caseList, '/ipr/case/list', 'schemas/pages/ipr/CaseList.json')
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
    expect(shown.navigation).toBe('POP')
    await user.click(screen.getByRole('tab', { name: '本部门' }))
    await waitFor(() => expect(shown.search).toBe('?scope=department'))
    expect(shown.navigation).toBe('REPLACE')
    const pane = document.querySelector('.ant-tabs-tabpane-active') as HTMLElement
    await user.type(within(pane).getByRole('textbox', { name: '案号' }), 'ZL')
    await user.click(within(pane).getByRole('button', { name: /^查\s*询$/ }))
    await waitFor(() => expect(new URLSearchParams(shown.search).get('caseNo')).toBe('ZL'))
    expect(new URLSearchParams(shown.search).get('scope')).toBe('department')
    expect(shown.navigation).toBe('REPLACE')
    // Back on 全部, the address says so and carries that tab's own (empty) search.
    await user.click(screen.getByRole('tab', { name: '全部' }))
    await waitFor(() => expect(shown.search).toBe('?scope=all'))
  })
})

describe('a list opened on one record (?id=, from a message or a deadline)', () => {
  it('shows only that row under a tag saying so; closing the tag shows every row again', async () => {
    const user = userEvent.setup()
    const requests = recordRequests()
    const record = backend.db.table('ipr_case').first(() => true)!
    openAt(caseList, `/ipr/case/list?id=${String(record.id)}`, 'schemas/pages/ipr/CaseList.json')
    await waitFor(() => expect(dataRows()).toHaveLength(1))
    expect(dataRows()[0]).toHaveAttribute('data-row-key', String(record.id))
    expect(listCalls(requests, '/ipr/case/list').at(-1)!.get('id')).toBe(String(record.id))
    const tag = screen.getByText('仅显示指定的记录')
    await user.click(within(tag.closest('.ant-tag') as HTMLElement).getByLabelText('关闭'))
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1))
    expect(screen.queryByText('仅显示指定的记录')).toBeNull()
    expect(listCalls(requests, '/ipr/case/list').at(-1)!.get('id')).toBeNull()
    expect(new URLSearchParams(shown.search).get('id')).toBeNull()
  })
})
