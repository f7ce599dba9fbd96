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
 * fail, no request goes out (it would reach the page's own web server, whose HTML answer read as 服务器返回的数据格式不正确
 * beside the real reason): each fails with the reason the app has already shown.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  backendReady = ready.then(() => undefined)
  // Held for the requests; the failure itself is the caller's to tell, never an unhandled rejection.
  backendReady.catch(() => undefined)
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
