import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { App as AntApp, ConfigProvider } from 'antd'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { useState, type ReactNode } from 'react'
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, expect } from 'vitest'
import { homePath } from '@/config/env'
import { BasicLayout } from '@/layout/BasicLayout'
import { DEFAULT_SETTINGS, settings } from '@/layout/settings-store'
import { tabs } from '@/layout/tabs-store'
import { flattenRoutes, type AppRoute, type RouteMeta } from '@/router/menu-routes'
import { RoutesContext } from '@/router/routes-context'
import { resetNotices } from '@/notices/notice-store'
import { session } from '@/session/session-store'
import { serveInTests } from '../../support/msw'
import '../preload-lazy'

export function route(
  path: string,
  title: string,
  children: AppRoute[] = [],
  meta: Partial<RouteMeta> = {},
  extra: Partial<AppRoute> = {},
): AppRoute {
  return {
    path,
    component: children.length ? 'layouts/RouteView' : `demo${path}`,
    hidden: false,
    alwaysShow: false,
    meta: { title, ...meta },
    children,
    ...extra,
  }
}

/** A menu like the server's: two root submenus, a nested one, keep-alive pages and an external link. */
export const MENU: AppRoute[] = [
  route(homePath, '首页', [], { icon: 'dashboard' }, { component: 'dashboard/Analysis' }),
  route('/isystem', '系统管理', [
    route('/isystem/user', '用户管理', [], { keepAlive: true }),
    route('/isystem/role', '角色管理', [], { keepAlive: true }),
    route('/isystem/org', '组织机构', [route('/isystem/org/depart', '部门管理')]),
  ]),
  route('/bpm', '流程管理', [
    route('/bpm/model', '流程模型'),
    route('/bpm/modelEditor', '流程设计器', [], { keepAlive: true }, { component: 'bpm/ModelEditor' }),
  ]),
  route('/docs', '开发文档', [], { internalOrExternal: true, url: 'http://doc.example.com' }),
  route('/quiet', '静默页', [], { hiddenHeaderContent: true }),
]

export const mounts: Record<string, number> = {}

/** A page with its own state, to tell a kept-alive page from a re-mounted one. */
function DemoPage({ title }: { title: string }) {
  const [mounted] = useState(() => {
    mounts[title] = (mounts[title] ?? 0) + 1
    return mounts[title]
  })
  return (
    <div data-testid="page-content">
      <p>{title}内容</p>
      <p>{`${title}第${mounted}次挂载`}</p>
      <input aria-label={`${title}备注`} />
    </div>
  )
}

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
  act(() => {
    window.dispatchEvent(new Event('resize'))
  })
}

/** Fresh display settings, tabs, storage, an empty bell and a signed-in user (without a socket) for every test. */
export function resetShell(): void {
  cleanup()
  localStorage.clear()
  resetNotices()
  session.token = ''
  Object.assign(settings, DEFAULT_SETTINGS)
  tabs.pages = []
  tabs.active = ''
  tabs.reloads = {}
  for (const key of Object.keys(mounts)) delete mounts[key]
  session.userInfo = { id: 'u1', username: 'admin', realname: '管理员' }
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1440 })
}

/** The one unread system message the header's bell loads (listByUser) whenever the shell mounts. */
const UNREAD_NOTICES = {
  anntMsgList: [],
  anntMsgTotal: 0,
  sysMsgList: [{ id: 'notice-1', titile: '系统维护通知', sender: 'admin', sendTime: '2024-05-01 09:00:00' }],
  sysMsgTotal: 1,
}

/** The backend the shell talks to; tests add the answers of the dialogs they open with `shellBackend.use`. */
export const shellBackend = setupServer(
  http.get('*/jeecg-boot/sys/annountCement/listByUser', () =>
    HttpResponse.json({ success: true, message: '', code: 200, result: UNREAD_NOTICES, timestamp: Date.now() }),
  ),
)

const bellCount = () =>
  screen.queryByRole('button', { name: '消息通知' })?.querySelector('.ant-badge-count')?.getAttribute('title')

/**
 * The shell loads the bell's unread list as it mounts: a test ends only once that answer is shown, so neither the
 * request nor the render it causes outlives the test.
 */
async function bellLoaded(): Promise<void> {
  if (!screen.queryByRole('button', { name: '消息通知' })) return
  await waitFor(() => expect(bellCount()).toBe('1'))
}

/** Serves the shell's backend to the calling file and gives every test a fresh shell state, ending with the bell loaded. */
export function serveShell(): void {
  serveInTests(shellBackend)
  beforeEach(resetShell)
  afterEach(bellLoaded)
}

/** `pageOf` replaces the demo page of the routes it answers for. */
export function renderShell(
  path: string = homePath,
  menu: AppRoute[] = MENU,
  pageOf: (route: AppRoute) => ReactNode = () => undefined,
) {
  const flat = flattenRoutes(menu)
  // Without motion, closed dialogs and drawers leave the DOM at once (jsdom never ends a CSS animation).
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <RoutesContext.Provider value={{ routes: menu, flat }}>
            <Routes>
              <Route element={<BasicLayout />}>
                <Route index element={<Navigate to={homePath} replace />} />
                {flat.map(({ route: item }) => (
                  <Route
                    key={item.path}
                    path={item.path}
                    element={pageOf(item) ?? <DemoPage title={item.meta.title ?? item.path} />}
                  />
                ))}
              </Route>
            </Routes>
            <LocationProbe />
          </RoutesContext.Provider>
        </MemoryRouter>
      </AntApp>
    </ConfigProvider>,
  )
}

export const currentPath = () => screen.getByTestId('location').textContent
