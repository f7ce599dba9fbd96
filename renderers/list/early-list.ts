import type { Result } from '../generated/entities'
import type { DataProvider } from '../providers/data-provider'
import type { SessionProvider } from '../providers/session-provider'
import type { ListRequest } from './list-request'

/** Whose request it is: the same URL and parameters under another token or tenant is another answer. */
type Asker = Pick<SessionProvider, 'token' | 'tenantId'>

/**
 * The list request a page's preload sends as soon as its schema is here (#37: the rows were asked for only once the
 * validated schema had rendered the list), for the list's own first request to take when it is exactly the same.
 * There is one at a time, and it is taken once: a list's first request ends it, taken or not, and so does its page
 * leaving before its list asked, so a later visit asks again.
 */
let early: { key: string; answer: Promise<Result<unknown>>; page: string; arrived?: Result<unknown> } | undefined
/** The latest preload that may still send one: a list that asked meanwhile ends it (its answer would come too late). */
let awaited: object | undefined

const keyOf = ({ url, params }: ListRequest, { token, tenantId }: Asker): string =>
  JSON.stringify([url, Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), token, tenantId])

/** Marks a preload that may send a list's first request; only the latest one may. */
export function awaitEarlyList(): object {
  awaited = {}
  return awaited
}

/**
 * Sends the request of `page` (the component drawing the list) for the preload `ticket`, unless a list asked since or
 * the same request was sent already and not taken. Quiet: a failure is left for the list's own request, which is then
 * sent and says what went wrong, once.
 */
export function sendEarlyList(
  ticket: object,
  page: string,
  data: DataProvider,
  asker: Asker,
  request: ListRequest,
): void {
  if (ticket !== awaited) return
  awaited = undefined
  const key = keyOf(request, asker)
  if (early?.key === key) return
  const answer = data.list({ url: request.url, params: request.params, quiet: true })
  const sent: NonNullable<typeof early> = { key, answer, page }
  answer.then(
    (arrived) => {
      sent.arrived = arrived
    },
    () => undefined,
  )
  early = sent
}

/** The page left: an answer its list did not take is not kept for a later visit. */
export function dropEarlyList(page: string): void {
  if (early?.page === page) early = undefined
}

/**
 * The early answer to exactly `request` when it has arrived already, without taking it: a list draws its first rows
 * from it in the render that mounts it (a page opened from the menu asks as the click lands, and the answer often
 * comes while the page is still being drawn), and takes it in its first request as usual.
 */
export function arrivedEarlyList(request: ListRequest, asker: Asker): Result<unknown> | undefined {
  return early?.key === keyOf(request, asker) ? early.arrived : undefined
}

/** The early answer when it was asked exactly as `request`; any list's first request ends it. */
export function takeEarlyList(request: ListRequest, asker: Asker): Promise<Result<unknown>> | undefined {
  const found = early
  early = undefined
  awaited = undefined
  return found?.key === keyOf(request, asker) ? found.answer : undefined
}
