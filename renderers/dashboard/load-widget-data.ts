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

function send(data: DataProvider, source: Source, period: Period): Promise<Result<unknown>> {
  const periodParams = source.period ? scopeOf(period) : {}
  if ('report' in source)
    return reportApi(data).onlineCgreportApiGetColumnsAndData(source.report, sourceParams(source, period))
  const { call } = source
  const url = resolveUrl(call.url, period)
  const params = sourceParams(source, period)
  // A GET or DELETE carries the period in its query string, a POST or PUT in its body.
  // A source may be a Spring endpoint answering bare JSON; its failure shows in its own card, not as a toast.
  const answerShape = { bare: true, quiet: true }
  if (call.method === 'get' || call.method === 'delete')
    return data.call({ method: call.method, url, params, ...answerShape })
  return data.call({
    method: call.method,
    url,
    body: { ...resolveMap(call.body, scopeOf(period)), ...periodParams },
    ...answerShape,
  })
}

const inFlightByProvider = new WeakMap<DataProvider, Map<string, Promise<Result<unknown>>>>()

/**
 * Widgets that name the same source for the same period (three figures of one statistics call) share one request
 * while it is on its way; once answered, the next load asks again, so the figures are always current.
 */
function sendShared(data: DataProvider, source: Source, period: Period): Promise<Result<unknown>> {
  let inFlight = inFlightByProvider.get(data)
  if (!inFlight) inFlightByProvider.set(data, (inFlight = new Map<string, Promise<Result<unknown>>>()))
  const key = JSON.stringify([source, source.period ? period : null])
  const pending = inFlight.get(key)
  if (pending) return pending
  const answer = send(data, source, period)
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
