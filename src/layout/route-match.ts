import { matchPath } from 'react-router-dom'
import { homePath, platformName } from '@/config/env'
import type { AppRoute, FlatRoute } from '@/router/menu-routes'

export const HOME_TITLE = '首页'

/**
 * A menu row whose url carries a query (`/orders/list?scope=open`, a list opened on one of its scopes)
 * is the route of an address on its path holding each of those parameters with the same value.
 */
function holdsQuery(routePath: string, pathname: string, search: string): boolean {
  const mark = routePath.indexOf('?')
  if (mark < 0 || routePath.slice(0, mark) !== pathname) return false
  const present = new URLSearchParams(search)
  return [...new URLSearchParams(routePath.slice(mark + 1))].every(([name, value]) => present.get(name) === value)
}

/**
 * The route an address renders: a menu row whose url's query the address holds, then an exact path, then a pattern
 * (`:param`) route.
 */
export function matchRoute(flat: FlatRoute[], pathname: string, search = ''): FlatRoute | undefined {
  return (
    (search ? flat.find(({ route }) => holdsQuery(route.path, pathname, search)) : undefined) ??
    flat.find(({ route }) => route.path === pathname) ??
    flat.find(({ route }) => /[:*]/.test(route.path) && matchPath({ path: route.path, end: true }, pathname) !== null)
  )
}

/** Pages that exist without a menu row (registry STATIC_PAGES) join the menu routes, so their titles are known too. */
export function withStaticPages(flat: FlatRoute[], pages: AppRoute[]): FlatRoute[] {
  const known = new Set(flat.map(({ route }) => route.path))
  return [...flat, ...pages.filter((page) => !known.has(page.path)).map((page) => ({ route: page, chain: [page] }))]
}

export interface MenuKeys {
  selected: string[]
  open: string[]
}

function ancestorsOf(flat: FlatRoute[], path: string): string[] | undefined {
  return flat
    .find(({ route }) => route.path === path)
    ?.chain.slice(0, -1)
    .map((route) => route.path)
}

/**
 * Which menu item is selected and which submenus are open for a location, as the original menu decided: a route
 * whose path has a colon selects the full current path (the concrete menu row); a hidden child selects its parent.
 */
export function menuKeysFor(flat: FlatRoute[], pathname: string, search = ''): MenuKeys {
  const current = matchRoute(flat, pathname, search)
  if (!current) return { selected: [], open: [] }
  const { route, chain } = current
  if (route.path.includes(':')) {
    return { selected: [pathname], open: ancestorsOf(flat, pathname) ?? chain.slice(0, -1).map((item) => item.path) }
  }
  const shown = route.hidden && chain.length >= 2 ? chain.slice(0, -1) : chain
  return { selected: [shown[shown.length - 1].path], open: shown.slice(0, -1).map((item) => item.path) }
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key, index) => key === b[index])

/** Whether two addresses select the same item with the same submenus open. */
export const sameMenuKeys = (a: MenuKeys, b: MenuKeys): boolean =>
  sameKeys(a.selected, b.selected) && sameKeys(a.open, b.open)

export interface Crumb {
  title: string
  path?: string
}

/** Breadcrumbs from the matched route chain, always starting with home; only ancestors link. */
export function breadcrumbsFor(current: FlatRoute | undefined): Crumb[] {
  // A group whose children are all hidden comes from the server with meta {hideMenu: true} only: no title to show.
  const chain = (current?.chain ?? []).filter(
    (route) => route.path !== homePath && (route === current?.route || route.meta.title),
  )
  const crumbs: Crumb[] = [{ title: HOME_TITLE, path: chain.length ? homePath : undefined }]
  chain.forEach((route, index) => {
    crumbs.push({ title: route.meta.title ?? route.path, path: index < chain.length - 1 ? route.path : undefined })
  })
  return crumbs
}

/** The title a page is known by in tabs and the window: home is always 首页. */
export function pageTitle(pathname: string, current: FlatRoute | undefined): string {
  if (pathname === homePath) return HOME_TITLE
  return current?.route.meta.title ?? pathname
}

/** Browser title: the page title and the platform name, the platform name alone on the dashboard. */
export function documentTitle(pathname: string, title: string): string {
  return pathname === homePath ? platformName : `${title} · ${platformName}`
}
