import type { ListPageSchema } from '../generated/schema-language'
import { getDictItems } from '../dict'
import { columnDictCodes } from '../list/column-dicts'
import { sendEarlyList } from '../list/early-list'
import { firstListOf } from '../list/opened-list'
import { permissionsOf } from '../list/use-permissions'
import type { DataProvider } from '../providers/data-provider'
import type { DictionaryProvider } from '../providers/dictionary-provider'
import type { SessionProvider } from '../providers/session-provider'
import { completedPageNow } from './validate-page'

/**
 * What sending a page's first list request before the page draws needs: the app's data provider, session and
 * dictionaries, and the address.
 */
export interface EarlyListStart {
  data: DataProvider
  session: SessionProvider
  dictionaries: DictionaryProvider
  /** The query of the address the page opens on (its tab, search, pinned record). */
  address: URLSearchParams
}

/**
 * Sends the first request of a list page's (`component`'s) own list once its schema and entity are here, computed as
 * its list will (firstListOf), for the list to take (early-list.ts), and asks for the dictionaries of the columns the
 * user sees (once per code: the list's table finds them on their way). Another kind of page, or a schema whose list
 * cannot be computed, sends nothing: the page draws and reports as it does without it.
 */
export function sendFirstListRequest(ticket: object, component: string, schema: unknown, start: EarlyListStart): void {
  const page = completedPageNow(schema) as ListPageSchema | undefined
  if (page?.kind !== 'list' || !Array.isArray(page.columns)) return
  const { shown, request } = firstListOf(page, start.session.user, start.address)
  if (!request) return
  sendEarlyList(ticket, component, start.data, start.session, request)
  const seen = shown.columns.filter(permissionsOf(shown, start.session).column)
  for (const code of columnDictCodes(seen)) getDictItems(start.dictionaries, code).catch(() => undefined)
}
