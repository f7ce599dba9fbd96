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

/** The app's client: session headers, signing and the error catalogue wired together. */
export const http = createHttpClient({
  baseURL: apiBaseUrl,
  getToken: () => session.token || undefined,
  getTenantId: () => session.tenantId || 0,
  onHttpError: showHttpError,
})

export type { Result, Page } from './result'
export { unwrap, ResultError } from './result'
