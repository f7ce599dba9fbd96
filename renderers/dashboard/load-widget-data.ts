import type { Result } from '../generated/entities'
import type { Source } from '../generated/schema-language'
import type { DataProvider } from '../providers/data-provider'
import { reportApi } from '../report/report-api'
import { resolveDeep, resolveMap } from '../core/templates'
import { atPath } from './widget-data'
import type { Period } from './period'

/** What a source's `{{ }}` placeholders see: the chosen period as `begin` and `end`. */
const scopeOf = (period: Period) => ({ begin: period.begin, end: period.end })

/**
 * The query parameters a source sends for the period: its own (placeholders filled), then `begin`/`end` when it
 * declares `period`. An online report's SQL gets its parameters as self_<name>; a period is its begin/end like any
 * query field.
 */
export function sourceParams(source: Source, period: Period): Record<string, unknown> {
  const own = 'report' in source ? source.params : source.call.params
  return { ...resolveMap(own, scopeOf(period)), ...(source.period ? scopeOf(period) : {}) }
}

/** A source's url with its placeholders filled for the period. */
export const resolveUrl = (url: string, period: Period): string => String(resolveDeep(url, scopeOf(period)))

/** What a source asks the server for the period: an online report's rows, or a call (its placeholders filled). */
type Request =
  | { report: string; params: Record<string, unknown> }
  | { method: 'get' | 'delete'; url: string; params: Record<string, unknown> }
  | { method: 'post' | 'put'; url: string; body: Record<string, unknown> }

function requestOf(source: Source, period: Period): Request {
  if ('report' in source) return { report: source.report, params: sourceParams(source, period) }
  const { call } = source
  const url = resolveUrl(call.url, period)
  // A GET or DELETE carries the period in its query string, a POST or PUT in its body.
  if (call.method === 'get' || call.method === 'delete')
    return { method: call.method, url, params: sourceParams(source, period) }
  const periodParams = source.period ? scopeOf(period) : {}
  return { method: call.method, url, body: { ...resolveMap(call.body, scopeOf(period)), ...periodParams } }
}

function send(data: DataProvider, request: Request): Promise<Result<unknown>> {
  if ('report' in request) return reportApi(data).onlineCgreportApiGetColumnsAndData(request.report, request.params)
  // A source may be a Spring endpoint answering bare JSON; its failure shows in its own card, not as a toast.
  return data.call({ ...request, bare: true, quiet: true })
}

const inFlightByProvider = new WeakMap<DataProvider, Map<string, Promise<Result<unknown>>>>()

/**
 * Widgets whose sources ask the same request (the figures of one statistics call, whether they name the page's
 * source or write it out, whatever `path` each reads of the answer) share it while it is on its way; once answered,
 * the next load asks again, so the figures are always current.
 */
function sendShared(data: DataProvider, source: Source, period: Period): Promise<Result<unknown>> {
  let inFlight = inFlightByProvider.get(data)
  if (!inFlight) inFlightByProvider.set(data, (inFlight = new Map<string, Promise<Result<unknown>>>()))
  const request = requestOf(source, period)
  const key = JSON.stringify(request)
  const pending = inFlight.get(key)
  if (pending) return pending
  const answer = send(data, request)
  inFlight.set(key, answer)
  const forget = () => inFlight.delete(key)
  answer.then(forget, forget)
  return answer
}

/** A failed source: what to show, and the HTTP status when the server answered one (404: no such metric). */
export class WidgetDataError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

/** The failure of a request as the http client's catalogue read it: the server's message when it sent one. */
function failureOf(error: unknown): WidgetDataError {
  const failure = (error as { failure?: { message?: string; status?: number } } | undefined)?.failure
  return new WidgetDataError(failure?.message ?? (error instanceof Error ? error.message : '加载失败'), failure?.status)
}

/**
 * The data of one widget: the source's answer unwrapped from its Result envelope (a report's rows, or the call's
 * result at its `path`); a bare JSON answer is its own result. A refused answer or a failed request rejects with the message to show in the widget.
 * This is the dashboard's only way to the server.
 */
export async function loadWidgetData(data: DataProvider, source: Source, period: Period): Promise<unknown> {
  let answer: Result<unknown>
  try {
    answer = await sendShared(data, source, period)
  } catch (error) {
    throw failureOf(error)
  }
  if (!answer.success) throw new WidgetDataError(answer.message || '加载失败', answer.code)
  if ('report' in source) return (answer.result as { data?: unknown } | null)?.data
  return atPath(answer.result, source.path)
}
