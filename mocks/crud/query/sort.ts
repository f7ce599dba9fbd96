import { failure, type ResultBody } from '../../services/result'
import type { FieldKind } from '../entity-schemas'
import { compareValues } from './compare'

export interface SortOrder {
  fields: string[]
  descending: boolean
}

const DICT_TEXT = '_dictText'

/**
 * `doMultiFieldsOrder`: `column` may list several properties (each loses a trailing `_dictText`),
 * `order` applies to each (both must be given); every name must be a property of the entity. Without a column the list
 * is newest first by `createTime`, or by id when the entity has no `createTime` (3.4.3last).
 */
export function sortOrder(
  params: URLSearchParams,
  kinds: ReadonlyMap<string, FieldKind>,
): SortOrder | ResultBody<null> {
  const column = params.get('column')?.trim() ?? ''
  const order = params.get('order')?.trim() ?? ''
  if (column === '') return { fields: [kinds.has('createTime') ? 'createTime' : 'id'], descending: true }
  // The server sorts only when both are given; a column alone leaves table order.
  if (order === '') return { fields: [], descending: false }
  const names = column
    .split(',')
    .map((name) => (name.endsWith(DICT_TEXT) ? name.slice(0, -DICT_TEXT.length) : name).trim())
  const stripped = names.join(',')
  if (!names.every((name) => kinds.has(name))) return failure(`请注意，将要排序的列字段不存在：${stripped}`)
  const fields = names.map((name) => (name === 'createTime' && !kinds.has('createTime') ? 'id' : name))
  return { fields, descending: !order.toLowerCase().includes('asc') }
}

/** MySQL order: NULLs first when ascending, text case-insensitively; ties keep table order. */
export function applySort<R extends Record<string, unknown>>(
  rows: R[],
  sort: SortOrder,
  kinds: ReadonlyMap<string, FieldKind>,
): R[] {
  return [...rows].sort((a, b) => {
    for (const field of sort.fields) {
      const kind = kinds.get(field) ?? 'string'
      const aNull = a[field] === null || a[field] === undefined
      const bNull = b[field] === null || b[field] === undefined
      const difference = aNull || bNull ? Number(bNull) - Number(aNull) : compareValues(a[field], b[field], kind)!
      if (difference !== 0) return sort.descending ? -difference : difference
    }
    return 0
  })
}
