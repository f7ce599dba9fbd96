import type { SearchItem } from '../generated/schema-language'
import { searchParams, type ListQuery } from '../list/query-params'
import { selfParams, type DynamicParams } from './dynamic-params'

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === ''

/**
 * The getData call's parameters (JPopupOnlReport.getQueryParams): the dynamic parameters as `self_<name>`, the
 * query fields, the sort, `pageNo` and `pageSize`; empty values are dropped. No default sort: a report keeps the
 * order of its SQL unless one is asked for.
 */
export function reportParams(
  search: readonly SearchItem[] | undefined,
  query: ListQuery,
  dynamic: DynamicParams | undefined,
): Record<string, unknown> {
  const params: Record<string, unknown> = { ...selfParams(dynamic) }
  for (const field of search ?? []) Object.assign(params, searchParams(field, query.search[field.field]))
  Object.assign(params, {
    column: query.sort.column,
    order: query.sort.order,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  })
  return Object.fromEntries(Object.entries(params).filter(([, value]) => !isEmpty(value)))
}
