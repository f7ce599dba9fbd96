import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { MenuNode } from '@/generated/entities'
import { AppEngine } from '@/engine/AppEngine'
import { PageHost } from '@/pages/PageHost'
import { menuToRoutes } from '@/router/menu-routes'
import { menuUrlScope } from '@/router/menu-url-scope'
import { registerEntity } from '@renderers/core/entities'
import { registerPage } from '@renderers/schema/page-sources'
import contractEntity from './example/contract.json'
import contractPage from './example/ContractList.json'
import { backend, ok, serveSignedInBackend } from './support'

serveSignedInBackend()

const MENU_ROW: MenuNode = {
  id: 'contract-menu',
  path: '/biz/contract',
  component: 'biz/ContractList',
  name: 'biz-contract',
  meta: { title: '合同管理', keepAlive: false },
}

describe('a list page opened again', () => {
  it('draws its search bar, toolbar and table in the first render, without a loading frame', async () => {
    backend.server.use(
      mswHttp.get('*/jeecg-boot/biz/contract/list', () =>
        HttpResponse.json(
          ok({ records: [{ id: 'c1', contractNo: 'HT1', contractName: '商标代理服务合同' }], total: 1 }),
        ),
      ),
    )
    registerEntity(contractEntity)
    registerPage('biz/ContractList', contractPage)
    const [route] = menuToRoutes([MENU_ROW], menuUrlScope({ token: '', tenantId: '' }))
    const page = () => (
      <MemoryRouter>
        <ConfigProvider locale={zhCN}>
          <AntApp>
            <AppEngine>
              <PageHost component={route.component} route={route} />
            </AppEngine>
          </AntApp>
        </ConfigProvider>
      </MemoryRouter>
    )
    const first = render(page())
    await within(await screen.findByRole('table')).findByText('商标代理服务合同')
    first.unmount()

    render(page())
    expect(screen.getByRole('button', { name: /新增合同/ })).toBeInTheDocument()
    expect(screen.getByRole('table')).toBeInTheDocument()
    await within(screen.getByRole('table')).findByText('商标代理服务合同')
  })
})
