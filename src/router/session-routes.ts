import { snapshot } from 'valtio'
import { session } from '@/session/session-store'
import { signedInRoutes } from './signed-in-routes'

type Routes = ReturnType<typeof signedInRoutes>

let last: { menu: unknown; auth: unknown; token: string; tenantId: string; routes: Routes } | undefined

/**
 * The session's routes, built once per menu: the page preload (as the menu arrives) and the shell's first render
 * both need them, and building them twice cost the start-up a second walk of the menu. Keyed by the snapshot's
 * menu and permissions, which valtio keeps the same objects until they change.
 */
export function sessionRoutes(): Routes {
  const { menu, auth, token, tenantId } = snapshot(session)
  if (last && last.menu === menu && last.auth === auth && last.token === token && last.tenantId === tenantId)
    return last.routes
  const routes = signedInRoutes({ menu, auth, token, tenantId })
  last = { menu, auth, token, tenantId, routes }
  return routes
}
