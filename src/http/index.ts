import { apiBaseUrl } from '@/config/env'
import { session } from '@/session/session-store'
import { clearSession } from '@/session/session-actions'
import { createHttpClient } from './client'
import { createErrorCatalogue } from './error-catalogue'

/** The app's client: session headers, signing and the error catalogue wired together. */
export const http = createHttpClient({
  baseURL: apiBaseUrl,
  getToken: () => session.token || undefined,
  getTenantId: () => session.tenantId || 0,
  onHttpError: createErrorCatalogue({ clearSession, reload: () => window.location.reload() }),
})

export type { Result, Page } from './result'
export { unwrap, ResultError } from './result'
