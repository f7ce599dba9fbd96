import type { MenuNode } from '@/generated/entities'
import { filterByPermission, flattenRoutes, menuToRoutes, type AppRoute, type FlatRoute } from './menu-routes'
import { menuUrlScope } from './menu-url-scope'
import { withRecordRoutes } from './record-routes'

/** What of the session the routes are built from. */
interface RouteSource {
  menu?: readonly unknown[] | null
  auth: readonly { action: string }[]
  token: string
  tenantId: string
}

/** The signed-in user's routes: the server menu's, those the user's buttons allow, with their record routes. */
export function signedInRoutes(source: RouteSource): { routes: AppRoute[]; flat: FlatRoute[] } {
  const actions = new Set(source.auth.map((item) => item.action))
  const routes = withRecordRoutes(
    filterByPermission(
      menuToRoutes((source.menu ?? []) as MenuNode[], menuUrlScope({ token: source.token, tenantId: source.tenantId })),
      actions,
    ),
  )
  return { routes, flat: flattenRoutes(routes) }
}
