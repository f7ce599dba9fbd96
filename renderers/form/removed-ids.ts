import type { Form as FormSpec } from '../generated/schema-language'

type Values = Record<string, unknown>

const idsOf = (rows: unknown): string[] =>
  Array.isArray(rows)
    ? rows
        .map((row: unknown) => (row && typeof row === 'object' ? (row as Values).id : undefined))
        .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
        .map(String)
    : []

/**
 * The values to send with, per array field of `removedIds`, the ids of the rows it was loaded with that are no
 * longer among the values (rows the user removed), under the body key the spec names.
 */
export function withRemovedIds(removedIds: FormSpec['removedIds'], loaded: Values, values: Values): Values {
  if (!removedIds) return values
  const removed: Values = {}
  for (const [field, key] of Object.entries(removedIds)) {
    const kept = new Set(idsOf(values[field]))
    removed[key] = idsOf(loaded[field]).filter((id) => !kept.has(id))
  }
  return { ...values, ...removed }
}
