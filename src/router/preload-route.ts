import { matchPath } from 'react-router-dom'
import { homePath } from '@/config/env'
import { openingComponent, preloadComponent } from '@/pages/PageHost'
import { STATIC_PAGES } from '@/pages/registry'
import { routeKind, routePattern } from './menu-routes'
import { sessionRoutes } from './session-routes'

/**
 * Starts loading the page the address names (its schema, the engine's chunk, the validator, its kind's renderer, a
 * list's first rows for the address's query `search`) as
 * soon as the menu is known: a first load otherwise asks for them only once the shell has drawn, which on the 2-core
 * machine came 0.7–1.2 s after the menu (`npm run bench -- trace`).
 */
export function preloadPageAt(pathname: string, search: string): void {
  const component = componentAt(pathname)
  if (component) preloadComponent(component, search)
}

/**
 * The same for an address about to be opened from the menu or a tab (src/layout/page-opening.ts), before the
 * navigation draws: a page opened before also asks for its list's first rows now.
 */
export function openingPageAt(pathname: string, search: string): void {
  const component = componentAt(pathname)
  if (component) openingComponent(component, search)
}

/** The menu component of the page route the address names. */
function componentAt(pathname: string): string | undefined {
  const path = pathname === '/' ? homePath : pathname
  const route = [...sessionRoutes().flat.map((flat) => flat.route), ...STATIC_PAGES].find((candidate) =>
    matchPath(routePattern(candidate.path), path),
  )
  return route && routeKind(route) === 'page' ? route.component : undefined
}
