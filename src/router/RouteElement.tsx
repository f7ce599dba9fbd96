import { Navigate } from 'react-router-dom'
import { IframePage } from '@/pages/common/IframePage'
import { ExternalLinkPage } from '@/pages/common/ExternalLinkPage'
import { PageHost } from '@/pages/PageHost'
import { landingPath, routeKind, type AppRoute } from './menu-routes'

/** What a route renders: a container lands on its first page; iframe and external items show their url. */
export function RouteElement({ route }: { route: AppRoute }) {
  switch (routeKind(route)) {
    case 'external':
      return <ExternalLinkPage title={route.meta.title} url={route.meta.url!} />
    case 'iframe':
      return <IframePage title={route.meta.title} url={route.meta.url} />
    case 'container': {
      const target = landingPath(route)
      return target ? <Navigate to={target} replace /> : <Navigate to="/404" replace />
    }
    case 'page':
      return <PageHost component={route.component} route={route} />
  }
}
