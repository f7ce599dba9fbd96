import { failure, type ResultBody } from '../../services/result'
import type { FieldKind } from '../entity-schemas'
import { compareKeys, sortKey } from './compare'

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

type Keyed<R> = { row: R; keys: Array<string | number | null> }

/**
 * MySQL order: NULLs first when ascending, text case-insensitively; ties keep table order. Each row's sort keys are
 * computed once. With `limit`, only that many rows are kept, by insertion into a short ordered list.
 */
export function applySort<R extends Record<string, unknown>>(
  rows: R[],
  sort: SortOrder,
  kinds: ReadonlyMap<string, FieldKind>,
  limit?: number,
): R[] {
  if (sort.fields.length === 0) return limit === undefined ? [...rows] : rows.slice(0, limit)
  const keyed = (row: R): Keyed<R> => ({
    row,
    keys: sort.fields.map((field) => {
      const value = row[field]
      return value === null || value === undefined ? null : sortKey(value, kinds.get(field) ?? 'string')
    }),
  })
  const compare = (a: Keyed<R>, b: Keyed<R>) => {
    for (let index = 0; index < sort.fields.length; index++) {
      const aKey = a.keys[index]!
      const bKey = b.keys[index]!
      const difference =
        aKey === null || bKey === null ? Number(bKey === null) - Number(aKey === null) : compareKeys(aKey, bKey)
      if (difference !== 0) return sort.descending ? -difference : difference
    }
    return 0
  }
  if (limit === undefined || limit * 4 >= rows.length) {
    const sorted = rows.map(keyed).sort(compare)
    return (limit === undefined ? sorted : sorted.slice(0, limit)).map((entry) => entry.row)
  }
  const best: Keyed<R>[] = []
  for (const row of rows) {
    const entry = keyed(row)
    if (best.length === limit && compare(entry, best[limit - 1]) >= 0) continue
    // After every equal key: a later row of the same key stays behind the earlier ones.
    let low = 0
    let high = best.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compare(entry, best[middle]) < 0) high = middle
      else low = middle + 1
    }
    best.splice(low, 0, entry)
    if (best.length > limit) best.pop()
  }
  return best.map((entry) => entry.row)
}
