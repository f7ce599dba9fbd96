import type { ListPageSchema } from '../generated/schema-language'
import { sendEarlyList } from '../list/early-list'
import { firstListRequest } from '../list/opened-list'
import type { DataProvider } from '../providers/data-provider'
import type { SessionProvider } from '../providers/session-provider'
import { completedPageNow } from './validate-page'

/** What sending a page's first list request before the page draws needs: the app's data provider, session, address. */
export interface EarlyListStart {
  data: DataProvider
  session: SessionProvider
  /** The query of the address the page opens on (its tab, search, pinned record). */
  address: URLSearchParams
}

/**
 * Sends the first request of a list page's (`component`'s) own list once its schema and entity are here, computed as its list will
 * (firstListRequest), for the list to take (early-list.ts). Another kind of page, or a schema whose list cannot be
 * computed, sends nothing: the page draws and reports as it does without it.
 */
export function sendFirstListRequest(ticket: object, component: string, schema: unknown, start: EarlyListStart): void {
  const page = completedPageNow(schema) as ListPageSchema | undefined
  if (page?.kind !== 'list' || !Array.isArray(page.columns)) return
  const request = firstListRequest(page, start.session.user, start.address)
  if (request) sendEarlyList(ticket, component, start.data, start.session, request)
}
