import { recordPageOf } from '@renderers'
import { isLayoutComponent, routePattern, type AppRoute } from './menu-routes'

/** The key segment a record route adds to its list's path. */
const RECORD_SEGMENT = '/:id'

/** A route that shows one record (`/<menu path>/:id`), added beside the menu's list routes. */
export const isRecordRoute = (route: AppRoute): boolean => route.path.endsWith(RECORD_SEGMENT)

/**
 * Each list page with a record page (its `…Record` beside it) gets a hidden child route `/<its path>/:id` serving
 * the record page under the list's title and keep-alive, so a record opens as a tab of its own under its list's
 * breadcrumbs.
 */
export function withRecordRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => {
    const children = withRecordRoutes(route.children)
    const record = isLayoutComponent(route.component) ? undefined : recordPageOf(route.component)
    if (!record || /[:*]/.test(route.path)) return { ...route, children }
    const child: AppRoute = {
      path: `${routePattern(route.path)}${RECORD_SEGMENT}`,
      component: record,
      hidden: true,
      alwaysShow: false,
      meta: { title: route.meta.title, keepAlive: route.meta.keepAlive },
      children: [],
    }
    return { ...route, children: [...children, child] }
  })
}
