import { createApiClient } from '@/generated/api-client'
import { http } from '@/http'

/** The app's typed API: every catalogue operation (schemas/api) over the app's HttpClient. */
export const api = createApiClient(http)
