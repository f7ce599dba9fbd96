import { render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import userEvent from '@testing-library/user-event'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { MenuNode } from '@/generated/entities'
import { PageHost } from '@/pages/PageHost'
import { menuToRoutes } from '@/router/menu-routes'
import { menuUrlScope } from '@/router/menu-url-scope'
import { registerEntity } from '@renderers/core/entities'
import { registerPage } from '@renderers/schema/page-sources'
import contractEntity from './example/contract.json'
import contractPage from './example/ContractList.json'
import { backend, ok, recordRequests, serveSignedInBackend } from './support'
import { AppEngine } from '@/engine/AppEngine'

serveSignedInBackend()

/** The menu row 菜单管理 would hold for the new screen. */
const MENU_ROW: MenuNode = {
  id: 'contract-menu',
  path: '/biz/contract',
  component: 'biz/ContractList',
  name: 'biz-contract',
  meta: { title: '合同管理', icon: 'file-text', keepAlive: true },
}

const CONTRACTS = [
  {
    id: 'c1',
    contractNo: 'HT2024001',
    contractName: '商标代理服务合同',
    customerName: '北京星河科技有限公司',
    amount: 12000,
    signDate: '2024-03-01',
    status: '3',
  },
  {
    id: 'c2',
    contractNo: 'HT2024002',
    contractName: '专利年费代缴协议',
    customerName: '上海云帆生物医药股份有限公司',
    amount: 3600.5,
    signDate: '2024-05-20',
    status: '2',
  },
]

describe('adding a screen (README worked example)', () => {
  it('renders a new entity + page schema + menu row with no code', async () => {
    backend.server.use(
      mswHttp.get('*/jeecg-boot/biz/contract/list', () => HttpResponse.json(ok({ records: CONTRACTS, total: 2 }))),
    )
    const requests = recordRequests()
    registerEntity(contractEntity)
    registerPage('biz/ContractList', contractPage)
    const [route] = menuToRoutes([MENU_ROW], menuUrlScope({ token: '', tenantId: '' }))
    // Inside a router, as the shell draws every page (a record route reads its id from the address).
    render(
      <MemoryRouter>
        <ConfigProvider locale={zhCN}>
          <AntApp>
            <AppEngine>
              <PageHost component={route.component} route={route} />
            </AppEngine>
          </AntApp>
        </ConfigProvider>
      </MemoryRouter>,
    )
    const table = await screen.findByRole('table')
    await waitFor(() => expect(within(table).getByText('商标代理服务合同')).toBeInTheDocument())
    expect(within(table).getByText('已完成')).toBeInTheDocument()
    expect(within(table).getByText('处理中')).toBeInTheDocument()
    expect(screen.getByText('1-2 共 2 条')).toBeInTheDocument()
    expect(Object.fromEntries(requests.last('/biz/contract/list'))).toMatchObject({ pageNo: '1', pageSize: '10' })

    await userEvent.click(screen.getByRole('button', { name: /新增合同/ }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请输入合同编号')).toBeInTheDocument()
  })

  it('refuses an invalid entity with the pointer of the problem', () => {
    expect(() => registerEntity({ ...contractEntity, title: 'not a type name' })).toThrow('/title 格式不符合')
  })
})
