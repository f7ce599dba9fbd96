import { Navigate } from 'react-router-dom'
import { IframePage } from '@/pages/common/IframePage'
import { ExternalLinkPage } from '@/pages/common/ExternalLinkPage'
import { PageHost } from '@/pages/PageHost'
import { isLayoutComponent, landingPath, type AppRoute } from './menu-routes'

/** What a route renders: a container lands on its first page; iframe and external items show their url. */
export function RouteElement({ route }: { route: AppRoute }) {
  if (route.meta.internalOrExternal && route.meta.url)
    return <ExternalLinkPage title={route.meta.title} url={route.meta.url} />
  if (route.component === 'layouts/IframePageView') return <IframePage title={route.meta.title} url={route.meta.url} />
  if (isLayoutComponent(route.component)) {
    const target = landingPath(route)
    return target ? <Navigate to={target} replace /> : <Navigate to="/404" replace />
  }
  return <PageHost component={route.component} route={route} />
}
