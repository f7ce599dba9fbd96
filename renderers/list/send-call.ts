import { http, type Result } from '@/http'
import type { Call } from '@/generated/validators'
import { resolveDeep, resolveMap } from '../schema/templates'

/** Sends a schema's call spec with its placeholders resolved; `values` (a form's) are merged into the body. */
export function sendCall(call: Call, scope: object, values: Record<string, unknown> = {}): Promise<Result<unknown>> {
  const url = String(resolveDeep(call.url, scope))
  const params = resolveMap(call.params, scope)
  const body = { ...resolveMap(call.body, scope), ...values }
  switch (call.method) {
    case 'get':
      return http.get(url, { ...params, ...values })
    case 'delete':
      return http.delete(url, { ...params, ...values })
    case 'post':
      return http.post(url, body)
    case 'put':
      return http.put(url, body)
  }
}
