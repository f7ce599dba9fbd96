import { apiBaseUrl } from '@/config/env'
import { session } from '@/session/session-store'
import { clearSession } from '@/session/session-actions'
import { createHttpClient, type HttpFailure } from './client'

/** The catalogue (antd Modal and notification) loads with the first failure, keeping it off the login route. */
function showHttpError(failure: HttpFailure): void {
  void import('./error-catalogue').then(({ createErrorCatalogue }) =>
    createErrorCatalogue({ clearSession, reload: () => window.location.reload() })(failure),
  )
}

let backendReady: Promise<void> = Promise.resolve()

/**
 * Makes every request wait until `ready` settles: the built-in backend starts while the first page draws. Should it
 * fail, the requests go out anyway and fail as at an unreachable server, with the usual message.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  backendReady = ready.then(
    () => undefined,
    () => undefined,
  )
}

/** The app's client: session headers, signing and the error catalogue wired together. */
export const http = createHttpClient({
  baseURL: apiBaseUrl,
  ready: () => backendReady,
  getToken: () => session.token || undefined,
  getTenantId: () => session.tenantId || 0,
  onHttpError: showHttpError,
})

export type { Result, Page } from './result'
export { unwrap, ResultError } from './result'
