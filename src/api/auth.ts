import * as authOperations from '@/generated/api/auth'
import { bindOperations } from '@/generated/api/runtime'
import { http } from '@/http'

/**
 * The catalogue's `auth` area (sign-in, registration, recovery and session calls, mostly `LoginController`), bound
 * on its own: the login route must stay within its 200 KB budget, so it does not carry the whole catalogue that
 * `api` (./client) binds.
 */
export const authApi = bindOperations(http, authOperations)
