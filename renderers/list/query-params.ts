import dayjs, { type Dayjs } from 'dayjs'
import type { ListPageSchema, SearchItem } from '../generated/schema-language'
import { categoryQueryValue } from '../widgets/category/category-query'
import { superQueryParams, type SuperQuery } from '../query/super-query'

export interface SortState {
  column?: string
  order?: 'asc' | 'desc'
}

export interface ListQuery {
  search: Record<string, unknown>
  sort: SortState
  pageNo: number
  pageSize: number
  /** Column filters of the table (antd `filters`): field → chosen values. */
  filters?: Record<string, unknown[] | null>
  /** The advanced query in force, if any. */
  superQuery?: SuperQuery
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

const DATE = 'YYYY-MM-DD'
const DATETIME = 'YYYY-MM-DD HH:mm:ss'

/** The parameters one search field sends for its value: like, range, multi or as it is; nothing when empty. */
export function searchParams(field: SearchItem, value: unknown): Record<string, unknown> {
  if (isEmpty(value)) return {}
  if (field.component === 'numberRange') {
    const [begin, end] = value as [number | null | undefined, number | null | undefined]
    return { [`${field.field}_begin`]: begin ?? undefined, [`${field.field}_end`]: end ?? undefined }
  }
  if (field.rule === 'range' || field.component?.endsWith('Range')) {
    const pattern = field.component === 'datetimeRange' ? DATETIME : DATE
    const [begin, end] = value as [Dayjs | string | null, Dayjs | string | null]
    const format = (part: Dayjs | string | null) => (part === null ? undefined : dayjs(part).format(pattern))
    return { [`${field.field}_begin`]: format(begin), [`${field.field}_end`]: format(end) }
  }
  if (dayjs.isDayjs(value)) return { [field.field]: value.format(DATE) }
  if (field.rule === 'multi') return { [`${field.field}_MultiString`]: ([] as unknown[]).concat(value).join(',') }
  if (field.rule === 'like' || field.rule === 'ne' || field.rule === 'ge' || field.rule === 'le')
    return { [field.field]: categoryQueryValue(field.rule, String(value).trim()) }
  return { [field.field]: typeof value === 'string' ? value.trim() : value }
}

/** antd's sorter direction in the backend's words. */
export const orderOf = (direction: 'ascend' | 'descend' | null | undefined): SortState['order'] =>
  direction === 'ascend' ? 'asc' : direction === 'descend' ? 'desc' : undefined

/**
 * The list call's parameters as JeecgListMixin.getQueryParams builds them for QueryGenerator: search terms with
 * `*v*` for like, `_begin`/`_end` for ranges, column filters as comma lists, `column`/`order`, the `field` list,
 * `pageNo`/`pageSize`, the advanced query (`superQueryParams`, `superQueryMatchType`) and the fixed parameters;
 * empty values are dropped.
 */
export function buildListParams(
  page: ListPageSchema,
  query: ListQuery,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> {
  const params: Record<string, unknown> = { ...fixed }
  for (const field of page.search ?? []) Object.assign(params, searchParams(field, query.search[field.field]))
  for (const [name, values] of Object.entries(query.filters ?? {})) {
    if (values && values.length) params[name] = values.join(',')
  }
  Object.assign(params, superQueryParams(query.superQuery))
  const { field: column, order } = page.defaultSort ?? { field: 'createTime', order: 'desc' }
  const sort = query.sort.column ? query.sort : { column, order }
  Object.assign(params, {
    column: sort.column,
    order: sort.order,
    field: ['id', '', ...page.columns.map((column) => column.field)].join(','),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  })
  return Object.fromEntries(Object.entries(params).filter(([, value]) => !isEmpty(value)))
}
