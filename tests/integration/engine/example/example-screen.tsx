import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import type { MenuNode } from '@/generated/entities'
import { AppEngine } from '@/engine/AppEngine'
import { PageHost } from '@/pages/PageHost'
import { menuToRoutes } from '@/router/menu-routes'
import { menuUrlScope } from '@/router/menu-url-scope'
import { registerEntity } from '@renderers/core/entities'
import { registerPage } from '@renderers/schema/page-sources'
import contractEntity from './contract.json'
import contractPage from './ContractList.json'

/** The menu row 菜单管理 would hold for the README's worked example (a contract list added without code). */
const menuRow = (keepAlive: boolean): MenuNode => ({
  id: 'contract-menu',
  path: '/biz/contract',
  component: 'biz/ContractList',
  name: 'biz-contract',
  meta: { title: '合同管理', icon: 'file-text', keepAlive },
})

/**
 * Registers the worked example's entity and page schema and gives a function drawing its menu row's page as the
 * shell draws every page: inside a router (a record route reads its id from the address), antd's App and the engine.
 */
export function exampleScreen({ keepAlive }: { keepAlive: boolean }) {
  registerEntity(contractEntity)
  registerPage('biz/ContractList', contractPage)
  const [route] = menuToRoutes([menuRow(keepAlive)], menuUrlScope({ token: '', tenantId: '' }))
  return () =>
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
}
