import type { ListPageSchema } from '../generated/schema-language'
import { resolveMap } from '../core/templates'
import { searchOfAddress, tabOfAddress } from './address-state'
import { listScopeOf } from './list-scope'
import { initialQueryOf, listRequestOf, type ListRequest } from './list-request'
import { pinnedTo, RECORD_PARAM } from './pinned-record'
import { pageOfTab } from './tab-pages'

type Values = Record<string, unknown>
type User = Readonly<Record<string, unknown>> | undefined

/** What a page's own list opens on from its address: the record it is pinned to (`?id=`), its tab, its search. */
export interface OpenedList {
  pinned?: string
  tab?: string
  search: Values
}

/** Every search field a list's tabs may show: the address holds the values of the tab shown. */
export const searchFieldsOf = (page: ListPageSchema) => [
  ...(page.search ?? []),
  ...(page.tabs ?? []).flatMap((tab) => tab.search ?? []),
]

export function openedListOf(page: ListPageSchema, address: URLSearchParams | undefined): OpenedList {
  return {
    pinned: address?.get(RECORD_PARAM) || undefined,
    tab: (page.tabs && address && tabOfAddress(page.tabs, address)) ?? page.tabs?.[0].key,
    search: address ? searchOfAddress(searchFieldsOf(page), address) : {},
  }
}

/** The page as its list draws it: narrowed to the pinned record when there is one. */
export const pinnedPageOf = (page: ListPageSchema, pinned: string | undefined): ListPageSchema =>
  pinned ? pinnedTo(page) : page

/** What the list's `{{ }}` see: the user and the date, the parent's scope, the pinned record. */
export const frameScopeOf = (user: User, scope: object, pinned: string | undefined): object => ({
  ...listScopeOf(user),
  ...scope,
  ...(pinned ? { pinnedRecord: pinned } : {}),
})

/** A list beside its side tree sees the chosen node (none yet: `{}`). */
export const treeScopeOf = (scope: object, node: object | undefined): object => ({ ...scope, node: node ?? {} })

/** The search a tab (or the tab-less page) opens with: its defaults under what the address says. */
export const openingSearchOf = (shown: ListPageSchema, opened: OpenedList): Values => ({
  ...shown.searchDefaults,
  ...opened.search,
})

/**
 * The list a page's own list opened on `address` shows first, without drawing it (the tab, search, pinned record and
 * scope ListView opens it with), and its first request (its controller's first query). The preload sends that request
 * as the schema arrives; the list takes its answer when its own first request is this one.
 */
export function firstListOf(
  given: ListPageSchema,
  user: User,
  address: URLSearchParams,
): { shown: ListPageSchema; request: ListRequest | undefined } {
  const opened = openedListOf(given, address)
  const page = pinnedPageOf(given, opened.pinned)
  const scope = frameScopeOf(user, {}, opened.pinned)
  const tab = page.sideTree ? undefined : page.tabs?.find((candidate) => candidate.key === opened.tab)
  const shown = tab ? pageOfTab(page, tab) : page
  const listScope = page.sideTree ? treeScopeOf(scope, undefined) : scope
  const query = initialQueryOf(shown, openingSearchOf(shown, opened))
  return { shown, request: listRequestOf(shown, query, resolveMap(shown.fixedParams, listScope)) }
}
