/** The listener form (and every table editor of the panel): index -1 adds, an existing index replaces. */
export function upsertAt<T>(list: readonly T[], index: number, item: T): T[] {
  return index < 0 ? [...list, item] : list.map((existing, position) => (position === index ? item : existing))
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, position) => position !== index)

/** Table rows keyed by position (panel lists have no ids of their own); edits read the original item by index. */
export const withKeys = <T extends object>(list: readonly T[]): (T & { key: number })[] =>
  list.map((item, key) => ({ ...item, key }))
