import type { HttpHandler } from 'msw'
import type { BackendCore } from '../kernel/backend-core'
import { agencyRoutes } from './agency'
import { peopleRoutes } from './agency/people'
import { apiDocsRoutes } from './api-docs'
import { bpmRoutes } from './bpm'
import { demoRoutes } from './demo'
import { dictRoutes } from './dict'
import { financeRoutes } from './finance'
import { loginRoutes } from './login'
import { mockOnlyRoutes } from './mock-only'
import { onlineFormRoutes } from './online-form'
import { onlineReportRoutes } from './online-report'
import { permissionRoutes } from './permission'
import { fallbackHandler, routeHandlers, type Route } from '../kernel/routes/route'
import { systemRoutes } from './system'
import { thirdLoginRoutes } from './third-login'
import { userRoutes } from './user'

export type { RequestContext, Route } from '../kernel/routes/route'
export { socketHandler } from '../kernel/routes/websocket'

/** Every route of the built-in backend, one list per area. New areas append theirs here. */
export const routes: readonly Route[] = [
  ...loginRoutes,
  ...thirdLoginRoutes,
  ...userRoutes,
  ...permissionRoutes,
  ...dictRoutes,
  ...systemRoutes,
  ...onlineReportRoutes,
  ...onlineFormRoutes,
  ...mockOnlyRoutes,
  ...apiDocsRoutes,
  ...bpmRoutes,
  ...demoRoutes,
  ...agencyRoutes,
  ...peopleRoutes,
  ...financeRoutes,
]

/** The HTTP handlers, ending with the catch-all that answers 401/404 for anything else under the context path. */
export function createHttpHandlers(backend: BackendCore): HttpHandler[] {
  return [...routeHandlers(backend, routes), fallbackHandler(backend)]
}
