import type { ListPageSchema } from '../generated/schema-language'
import { buildListParams, type ListQuery } from './query-params'

export const DEFAULT_PAGE_SIZE = 10

/** What a list asks the server for: its list (or tree) endpoint and the query parameters. */
export interface ListRequest {
  url: string
  params: Record<string, unknown>
}

/** A whole tree comes in one answer, and so does a list without paging: no paging parameters. */
export const isPaged = (page: ListPageSchema): boolean => page.pagination !== false && !page.api?.tree

/** The query a list opens with: its search terms (the page's defaults unless given), no sort of its own, page 1. */
export const initialQueryOf = (page: ListPageSchema, initialSearch?: Record<string, unknown>): ListQuery => ({
  search: initialSearch ?? page.searchDefaults ?? {},
  sort: {},
  pageNo: 1,
  pageSize: (page.pagination || undefined)?.pageSize ?? DEFAULT_PAGE_SIZE,
})

/** The request of a list for a query (JeecgListMixin.loadData); none for a page that names no list endpoint. */
export function listRequestOf(
  page: ListPageSchema,
  query: ListQuery,
  fixed: Record<string, unknown>,
): ListRequest | undefined {
  const url = page.api?.tree ?? page.api?.list
  if (url === undefined) return undefined
  const { pageNo, pageSize, ...unpaged } = buildListParams(page, query, fixed)
  return { url, params: isPaged(page) ? { ...unpaged, pageNo, pageSize } : unpaged }
}
