import type { ResultBody } from '../../services/result'
import type { EntitySchema, FieldKind } from '../entity-schemas'
import { fieldKind } from '../entity-schemas'
import { paramFilter, queryableFields, type QueryFields } from './params'
import { conditionMatches } from './rules'
import { applySort, sortOrder } from './sort'
import { parseSuperQuery } from './super-query'

export type { QueryFields } from './params'

/** MyBatis-Plus `Page` as Jackson writes it; the client reads `records` and `total`. */
export interface Page<T> {
  records: T[]
  total: number
  size: number
  current: number
  orders: unknown[]
  optimizeCountSql: boolean
  searchCount: boolean
  countId: null
  maxLimit: null
  pages: number
}

function kindsOf(schema: EntitySchema): Map<string, FieldKind> {
  return new Map(Object.entries(schema.properties).map(([name, field]) => [name, fieldKind(field)]))
}

/** What one list call matched: how many rows, and the first `limit` of them in order (all when no limit). */
export interface Matched<R> {
  total: number
  rows: R[]
}

/**
 * Filters and sorts rows the way `QueryGenerator.initQueryWrapper` + `doSuperQuery` +
 * `doMultiFieldsOrder` build the SQL, with `also` (data rules) as one more condition. Only the first `limit` rows
 * are put in order, as `LIMIT` lets MySQL stop early: a page of a 100,000-row table need not sort them all.
 * Answers the error result when the sort column is unknown; throws (→ "操作失败，…") when a typed parameter does not bind.
 */
export function matchRows<R extends Record<string, unknown>>(
  rows: R[],
  fields: QueryFields,
  params: URLSearchParams,
  options: { also?: (row: R) => boolean; limit?: number } = {},
): Matched<R> | ResultBody<null> {
  const kinds = kindsOf(fields.schema)
  const kindOf = (field: string) => kinds.get(field) ?? 'string'
  const filter = paramFilter(fields, params)
  const superQuery = parseSuperQuery(params, new Set(queryableFields(fields).map(([name]) => name)))
  const sort = sortOrder(params, kinds)
  if ('success' in sort) return sort
  const matched = rows.filter((row) => {
    if (!filter.conditions.every((condition) => conditionMatches(row, condition, kindOf(condition.field)))) return false
    if (
      !filter.anyOf.every((group) =>
        group.some((condition) => conditionMatches(row, condition, kindOf(condition.field))),
      )
    )
      return false
    if (options.also && !options.also(row)) return false
    if (superQuery === null) return true
    const test = (condition: (typeof superQuery.conditions)[number]) =>
      conditionMatches(row, condition, kindOf(condition.field))
    return superQuery.matchType === 'or' ? superQuery.conditions.some(test) : superQuery.conditions.every(test)
  })
  return { total: matched.length, rows: applySort(matched, sort, kinds, options.limit) }
}

/** Every matching row, in order (see `matchRows`). */
export function queryRows<R extends Record<string, unknown>>(
  rows: R[],
  fields: QueryFields,
  params: URLSearchParams,
): R[] | ResultBody<null> {
  const matched = matchRows(rows, fields, params)
  return 'total' in matched ? matched.rows : matched
}

const positive = (text: string | null, fallback: number) => {
  const value = text === null ? Number.NaN : Number.parseInt(text, 10)
  return Number.isNaN(value) || value < 1 ? fallback : value
}

/** The row just past the requested page (`pageNo` × `pageSize`): how far a list must be in order. */
export const pageEnd = (params: URLSearchParams) =>
  positive(params.get('pageNo'), 1) * positive(params.get('pageSize'), 10)

/**
 * `new Page<>(pageNo, pageSize)`: defaults 1 and 10; a page past the end is empty, as in MP 3.5. `rows` holds at least
 * the rows up to the page's end; `total` counts them all.
 */
export function paginate<T>(rows: T[], params: URLSearchParams, total = rows.length): Page<T> {
  const current = positive(params.get('pageNo'), 1)
  const size = positive(params.get('pageSize'), 10)
  return {
    records: rows.slice((current - 1) * size, current * size),
    total,
    size,
    current,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    countId: null,
    maxLimit: null,
    pages: Math.ceil(total / size),
  }
}
