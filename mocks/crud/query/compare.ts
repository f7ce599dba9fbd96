import type { FieldKind } from '../entity-schemas'

/**
 * Comparison as MySQL does it for the list filters: text case-insensitively (the default
 * `utf8mb4_general_ci` collation), numbers numerically, dates as their `yyyy-MM-dd HH:mm:ss` text
 * (which orders chronologically), and any comparison with NULL unknown — so it never matches.
 */
export type Scalar = string | number | boolean | null

const isNull = (value: unknown): value is null | undefined => value === null || value === undefined

/** A stored date-only value (`birthday`) compared with a date-time widens to midnight, as MySQL does. */
function dateText(value: unknown): string {
  const text = String(value).trim()
  return text.length === 10 ? `${text} 00:00:00` : text
}

function asNumber(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0
  return typeof value === 'number' ? value : Number(String(value).trim())
}

/** Negative, zero or positive like a comparator; null when either side is NULL (SQL's UNKNOWN). */
export function compareValues(stored: unknown, query: unknown, kind: FieldKind): number | null {
  if (isNull(stored) || isNull(query)) return null
  if (kind === 'date' || kind === 'datetime') {
    const a = dateText(stored)
    const b = dateText(query)
    return a < b ? -1 : a > b ? 1 : 0
  }
  const numeric = kind === 'integer' || kind === 'number' || kind === 'boolean' || typeof query === 'number'
  if (numeric) {
    const a = asNumber(stored)
    const b = asNumber(query)
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a - b
  }
  const a = String(stored).toLowerCase()
  const b = String(query).toLowerCase()
  return a < b ? -1 : a > b ? 1 : 0
}

/** `LIKE '%x%'` and friends with `_`/`%` escaped (the server escapes them), case-insensitive. */
export function likeMatches(stored: unknown, needle: unknown, position: 'any' | 'start' | 'end'): boolean {
  if (isNull(stored) || isNull(needle)) return false
  const haystack = String(stored).toLowerCase()
  const part = String(needle).toLowerCase()
  if (position === 'start') return haystack.startsWith(part)
  if (position === 'end') return haystack.endsWith(part)
  return haystack.includes(part)
}
