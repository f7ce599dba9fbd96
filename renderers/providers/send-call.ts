import type { Result } from '../generated/entities'
import type { Call } from '../generated/schema-language'
import type { DataProvider } from './data-provider'
import { resolveDeep, resolveMap } from '../core/templates'

type Values = Record<string, unknown>

const isObject = (value: unknown): value is Values => !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * The body a call sends: its own template resolved, with a form's values merged in at the top level, or under
 * `valuesKey` over the body's object there (`{router: {...values}}` for the gateway's updateAll).
 */
export function callBody(call: Call, scope: object, values: Values = {}): Values {
  const body = resolveMap(call.body, scope)
  if (!call.valuesKey) return { ...body, ...values }
  const own = body[call.valuesKey]
  return { ...body, [call.valuesKey]: { ...(isObject(own) ? own : {}), ...values } }
}

/** Sends a schema's call spec with its placeholders resolved; `values` (a form's) are merged into the body. */
export function sendCall(data: DataProvider, call: Call, scope: object, values: Values = {}): Promise<Result<unknown>> {
  const url = String(resolveDeep(call.url, scope))
  const params = resolveMap(call.params, scope)
  // A GET or DELETE sends the values as parameters; a POST or PUT in its body.
  return call.method === 'get' || call.method === 'delete'
    ? data.call({ method: call.method, url, params: { ...params, ...values } })
    : data.call({ method: call.method, url, body: callBody(call, scope, values) })
}
