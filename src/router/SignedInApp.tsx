import { App as AntApp, ConfigProvider } from 'antd'
// The ES build of the locale: antd/locale/zh_CN is a CommonJS wrapper whose default import is not the locale object.
import zhCN from 'antd/es/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { useMemo } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { homePath } from '@/config/env'
import { AppEngine } from '@/engine/AppEngine'
import { BasicLayout } from '@/layout/BasicLayout'
import { AppCrash } from '@/layout/CrashResults'
import { ErrorBoundary } from '@/layout/ErrorBoundary'
import { session } from '@/session/session-store'
import { STATIC_PAGES } from '@/pages/registry'
import { routePattern } from './menu-routes'
import { RouteElement } from './RouteElement'
import { RoutesContext } from './routes-context'
import { sessionRoutes } from './session-routes'

export { preloadPageAt } from './preload-route'

dayjs.locale('zh-cn')

/**
 * Everything behind sign-in: built from the server menu once permissions are loaded (its own lazy chunk). antd's
 * App context (themed message, notification and modal hooks) lives here rather than at the root, so the login
 * page does not load those renderers. The Chinese locale of antd and dayjs (dates, pagination, empty states) is
 * likewise only needed here; the sign-in pages carry their own texts.
 */
export default function SignedInApp() {
  const { menu, auth, token, tenantId } = useSnapshot(session)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the routes are built from these four; sessionRoutes reads them from the store, where the page preload that ran as the menu came left the same build
  const value = useMemo(() => sessionRoutes(), [menu, auth, token, tenantId])
  const menuPaths = new Set(value.flat.map(({ route }) => route.path))
  // Menu rows opening one page on different scopes (`?scope=…`) share its route; the first one renders it.
  const routed = value.flat.filter(
    ({ route }, index) =>
      value.flat.findIndex((other) => routePattern(other.route.path) === routePattern(route.path)) === index,
  )

  return (
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <RoutesContext.Provider value={value}>
          <AppEngine>
            <ErrorBoundary fallback={(error) => <AppCrash error={error} />}>
              <Routes>
                <Route element={<BasicLayout />}>
                  <Route index element={<Navigate to={homePath} replace />} />
                  {routed.map(({ route }) => (
                    <Route key={route.path} path={routePattern(route.path)} element={<RouteElement route={route} />} />
                  ))}
                  {STATIC_PAGES.filter((page) => !menuPaths.has(page.path)).map((page) => (
                    <Route key={page.path} path={page.path} element={<RouteElement route={page} />} />
                  ))}
                  <Route path="*" element={<Navigate to="/404" replace />} />
                </Route>
              </Routes>
            </ErrorBoundary>
          </AppEngine>
        </RoutesContext.Provider>
      </AntApp>
    </ConfigProvider>
  )
}
