import type { MenuNode } from '@/generated/entities'
import { resolveTemplate } from '@renderers'
import { stockComponent } from './stock-components'

/**
 * The menu's meta as routes use it: `url` is already resolved ({{ }} placeholders evaluated), and `permission`
 * lists the button actions of which a user needs one to reach the route.
 */
export type RouteMeta = Omit<NonNullable<MenuNode['meta']>, 'permissionList'> & { permission?: string[] }

export interface AppRoute {
  path: string
  name?: string
  component: string
  redirect?: string
  hidden: boolean
  alwaysShow: boolean
  meta: RouteMeta
  children: AppRoute[]
}

/**
 * What a menu row's address may name: `{{ }}` placeholders see window._CONFIG, as the real backend's menu rows use
 * it; `${token}` and `${tenantId}` stand for the signed-in user's token and tenant, so that a page shown in a frame can
 * call the server as that user (jeecgboot-vue3's routeHelper fills both into `component`, 3.4.x's IframePageView the
 * token into `meta.url`).
 */
export interface MenuUrlScope {
  window: {
    _CONFIG: { domianURL: string; staticDomainURL: string; pdfDomainURL: string; onlinePreviewDomainURL: string }
  }
  signedIn: { token: string; tenantId: string }
}

/** A placeholder the safe evaluator refuses leaves the item without a url (its page says so) rather than breaking the whole menu. */
function resolveUrl(url: string | undefined, scope: MenuUrlScope): string | undefined {
  if (!url) return undefined
  let resolved = url
  if (url.includes('{{')) {
    try {
      resolved = String(resolveTemplate(url, { window: scope.window }))
    } catch {
      return undefined
    }
  }
  return resolved.replaceAll('${token}', scope.signedIn.token).replaceAll('${tenantId}', scope.signedIn.tenantId)
}

/** The component of 3.4.x's iframe rows, whose page shows `meta.url`. */
const IFRAME = 'layouts/IframePageView'

/**
 * A 3.6.x row (jeecgboot-vue3) names an iframe or an external link by putting its address in `component` (`{{ }}`
 * placeholders allowed, a leading `/` dropped: routeHelper's asyncImportRoute); a 3.4.x row puts it in `meta.url`
 * with the component `layouts/IframePageView`. Either way the app's route is the 3.4.x one.
 */
function frameOf(component: string, scope: MenuUrlScope): string | undefined {
  const address = resolveUrl(component, scope)?.replace(/^\/(?=https?:)/, '')
  return address && /^https?:/.test(address) ? address : undefined
}

/**
 * A menu row's path as an app path. JeecgBoot gives an iframe row the MD5 of its url as path, without a leading slash
 * (SysPermissionController: `json.put("path", MD5Util.MD5Encode(url, "utf-8"))`); the original's router nests it under
 * its parent and its menu links by route name, so such a path is the parent's path and the row's.
 */
const routePath = (path: string, parentPath: string) =>
  path.startsWith('/') ? path : `${parentPath.replace(/\/+$/, '')}/${path}`

/**
 * Server menu → routes, following the original's generateChildRouters: rows with route '0' are skipped, alwaysShow
 * redirects to its own path, a stock menu's component spellings map to the app's screens, children are built recursively.
 */
export function menuToRoutes(menu: MenuNode[], scope: MenuUrlScope, parentPath = ''): AppRoute[] {
  const routes: AppRoute[] = []
  for (const item of menu) {
    // A row the menu builder cannot use (no path, not an object) is left out rather than breaking the whole menu.
    if (!item || typeof item.path !== 'string' || item.route === '0') continue
    const meta = item.meta ?? {}
    const component = item.component ?? 'layouts/RouteView'
    const frame = frameOf(component, scope)
    const path = routePath(item.path, parentPath)
    const route: AppRoute = {
      path,
      name: item.name ?? undefined,
      component: frame ? IFRAME : stockComponent(component),
      redirect: item.alwaysShow ? path : (item.redirect ?? undefined),
      hidden: item.hidden === true,
      alwaysShow: item.alwaysShow === true,
      meta: {
        title: meta.title,
        icon: meta.icon,
        url: frame ?? resolveUrl(meta.url, scope),
        target: meta.target,
        keepAlive: meta.keepAlive,
        internalOrExternal: meta.internalOrExternal,
        componentName: meta.componentName,
        hideTab: meta.hideTab,
        hideMenu: meta.hideMenu,
        hiddenHeaderContent: meta.hiddenHeaderContent,
        description: meta.description,
        links: meta.links,
        tabs: meta.tabs,
      },
      children: Array.isArray(item.children) ? menuToRoutes(item.children, scope, path) : [],
    }
    routes.push(route)
  }
  return routes
}

/** Routes guarded by meta.permission need one of those actions among the user's buttons. */
export function filterByPermission(routes: AppRoute[], actions: Set<string>): AppRoute[] {
  return routes
    .filter((route) => !route.meta.permission?.length || route.meta.permission.some((code) => actions.has(code)))
    .map((route) => ({ ...route, children: filterByPermission(route.children, actions) }))
}

export interface FlatRoute {
  route: AppRoute
  /** The route and its ancestors, root first: breadcrumbs and open menu keys come from it. */
  chain: AppRoute[]
}

export function flattenRoutes(routes: AppRoute[], parents: AppRoute[] = []): FlatRoute[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route]
    return [{ route, chain }, ...flattenRoutes(route.children, chain)]
  })
}

/** The router pattern of a route: its path without the query a menu row's url may carry. */
export const routePattern = (path: string) => path.split('?')[0]

export const isLayoutComponent = (component: string) => component.startsWith('layouts/')

/** What a route shows: an outside address, a page in a frame, a container that lands on a child, or a page. */
export function routeKind(route: AppRoute): 'external' | 'iframe' | 'container' | 'page' {
  if (route.meta.internalOrExternal && route.meta.url) return 'external'
  if (route.component === 'layouts/IframePageView') return 'iframe'
  return isLayoutComponent(route.component) ? 'container' : 'page'
}

/** Where a container route (RouteView/PageView) should land: its redirect, else its first visible child. */
export function landingPath(route: AppRoute): string | undefined {
  if (route.redirect && route.redirect !== route.path) return route.redirect
  const child =
    route.children.find((candidate) => !candidate.hidden && !candidate.meta.internalOrExternal) ?? route.children[0]
  return child ? (landingPath(child) ?? child.path) : undefined
}
