import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { SchemaPage } from '@renderers/schema/SchemaPage'
import { UserMenu } from '@/layout/UserMenu'
import { flattenRoutes, type AppRoute } from '@/router/menu-routes'
import { hiddenRoute } from '@/pages/registry'
import { RoutesContext } from '@/router/routes-context'
import { session } from '@/session/session-store'
import { storage, StorageKeys } from '@/session/storage'
import settingsPage from '../../../schemas/pages/account/settings/Index.json'
import centerPage from '../../../schemas/pages/account/center/Index.json'
import { call } from '../mocks/support'
import { serveSignedInBackend } from '../engine/support'
import { AppEngine } from '@/engine/AppEngine'

serveSignedInBackend('jeecg')

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

/** The 个人页 group of the seeded menu: two hidden rows. */
const ACCOUNT_MENU: AppRoute[] = [
  {
    path: '/account',
    component: 'layouts/RouteView',
    hidden: true,
    alwaysShow: false,
    meta: { title: '个人页' },
    children: [
      hiddenRoute('/account/center', 'account/center/Index', '个人中心'),
      hiddenRoute('/account/settings/base', 'account/settings/Index', '个人设置'),
    ],
  },
]

/** The header's user menu above an account screen, as the shell shows them, with the user's menu routes. */
function renderWithHeader(schema: unknown, source: string, routes: AppRoute[] = ACCOUNT_MENU) {
  return render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <AppEngine>
          <RoutesContext.Provider value={{ routes, flat: flattenRoutes(routes) }}>
            <MemoryRouter>
              <UserMenu desktop mobile={false} onOpenSettings={() => undefined} />
              <Location />
              <SchemaPage schema={schema} source={source} />
            </MemoryRouter>
          </RoutesContext.Provider>
        </AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
}

const header = () => screen.getByRole('button', { name: '用户菜单' })
const saveButton = () => screen.getByRole('button', { name: '更新基本信息' })
const field = (placeholder: string) => screen.getByPlaceholderText(placeholder)

async function storedRecord() {
  const answer = await call(`/sys/user/queryById?id=${session.userInfo!.id}`, { token: session.token })
  return answer.body.result as Record<string, unknown>
}

describe('个人设置', () => {
  it("loads the signed-in user's own values", async () => {
    renderWithHeader(settingsPage, 'schemas/pages/account/settings/Index.json')
    await waitFor(() => expect(field('请输入真实姓名')).toHaveValue('周晓雯'))
    expect(field('请输入手机号')).toHaveValue('13911112222')
    expect(field('请输入邮箱')).toHaveValue('jeecg@bjipr.com.cn')
    expect(await screen.findByText('女')).toBeInTheDocument()
    expect(await screen.findByDisplayValue('1993-04-12')).toBeInTheDocument()
  })

  it('checks phone and email with the shared rules before sending anything', async () => {
    const user = userEvent.setup()
    renderWithHeader(settingsPage, 'schemas/pages/account/settings/Index.json')
    await waitFor(() => expect(field('请输入手机号')).toHaveValue('13911112222'))
    await user.clear(field('请输入手机号'))
    await user.click(saveButton())
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument()
    await user.type(field('请输入手机号'), '12345')
    await user.clear(field('请输入邮箱'))
    await user.type(field('请输入邮箱'), 'not-an-email')
    await user.click(saveButton())
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument()
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument()
    expect((await storedRecord()).phone).toBe('13911112222')
  })

  it('saves through appEdit, keeps the change and shows the new name in the header without a reload', async () => {
    const user = userEvent.setup()
    renderWithHeader(settingsPage, 'schemas/pages/account/settings/Index.json')
    await waitFor(() => expect(field('请输入真实姓名')).toHaveValue('周晓雯'))
    expect(within(header()).getByText('欢迎您，周晓雯')).toBeInTheDocument()
    await user.clear(field('请输入真实姓名'))
    await user.type(field('请输入真实姓名'), '周小雯')
    await user.clear(field('请输入手机号'))
    await user.type(field('请输入手机号'), '13911113333')
    await user.click(saveButton())
    expect(await screen.findByText('操作成功')).toBeInTheDocument()
    await waitFor(() => expect(within(header()).getByText('欢迎您，周小雯')).toBeInTheDocument())
    expect(await storedRecord()).toMatchObject({ realname: '周小雯', phone: '13911113333' })
    expect(storage.get<{ realname: string }>(StorageKeys.userInfo)?.realname).toBe('周小雯')
  })

  it("keeps what was typed when the server refuses (another account's phone)", async () => {
    const user = userEvent.setup()
    renderWithHeader(settingsPage, 'schemas/pages/account/settings/Index.json')
    await waitFor(() => expect(field('请输入真实姓名')).toHaveValue('周晓雯'))
    await user.clear(field('请输入真实姓名'))
    await user.type(field('请输入真实姓名'), '周小雯')
    await user.clear(field('请输入手机号'))
    await user.type(field('请输入手机号'), '18611111111')
    await user.click(saveButton())
    expect(await screen.findByText('手机号已存在!')).toBeInTheDocument()
    expect(field('请输入真实姓名')).toHaveValue('周小雯')
    expect(field('请输入手机号')).toHaveValue('18611111111')
    expect(within(header()).getByText('欢迎您，周晓雯')).toBeInTheDocument()
    expect((await storedRecord()).realname).toBe('周晓雯')
  })
})

describe('个人中心', () => {
  it("shows the signed-in user's profile read-only with their own login records", async () => {
    renderWithHeader(centerPage, 'schemas/pages/account/center/Index.json')
    expect(await screen.findByText('jeecg')).toBeInTheDocument()
    expect(screen.getAllByText('周晓雯').length).toBeGreaterThan(0)
    expect(screen.getByText('13911112222')).toBeInTheDocument()
    expect(screen.getByText('jeecg@bjipr.com.cn')).toBeInTheDocument()
    expect(await screen.findByText('客户服务部')).toBeInTheDocument()
    expect(await screen.findByText('客服专员')).toBeInTheDocument()
    expect(screen.queryByDisplayValue('周晓雯')).toBeNull()
    expect(screen.queryByRole('button', { name: '更新基本信息' })).toBeNull()
    expect(screen.getByText('我的登录记录')).toBeInTheDocument()
    expect((await screen.findAllByText(/用户名: jeecg,登录成功/)).length).toBeGreaterThan(0)
    expect(screen.queryByText(/用户名: admin/)).toBeNull()
  })
})

describe('the user dropdown', () => {
  it.each([
    ['个人中心', '/account/center'],
    ['个人设置', '/account/settings/base'],
  ])('%s opens %s', async (entry, path) => {
    const user = userEvent.setup()
    renderWithHeader(centerPage, 'schemas/pages/account/center/Index.json')
    await user.hover(header())
    await user.click(await screen.findByRole('menuitem', { name: new RegExp(entry) }))
    expect(screen.getByTestId('location')).toHaveTextContent(path)
  })

  it('offers neither entry when the menu does not grant the account pages', async () => {
    const user = userEvent.setup()
    renderWithHeader(centerPage, 'schemas/pages/account/center/Index.json', [])
    await user.hover(header())
    expect(await screen.findByRole('menuitem', { name: /系统设置/ })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: /个人中心/ })).toBeNull()
    expect(screen.queryByRole('menuitem', { name: /个人设置/ })).toBeNull()
  })
})
