import type { FieldKind } from '../entity-schemas'
import { textOf } from '../../services/text'

/**
 * Comparison as MySQL does it for the list filters, under JeecgBoot's `utf8mb4_general_ci` collation: text by its
 * collation weights (case- and accent-insensitive, trailing spaces ignored), numbers numerically (text against a
 * number converts like MySQL does), dates chronologically, and any comparison with NULL unknown — so it never matches.
 */
export type Scalar = string | number | boolean | null

const isNull = (value: unknown): value is null | undefined => value === null || value === undefined

/**
 * The general_ci weight of one character: Latin letters lose their accents, everything is upper-cased, ß weighs as
 * S, and characters outside the Basic Multilingual Plane all weigh the same (U+FFFD).
 */
function weightOf(char: string): string {
  if (char.codePointAt(0)! > 0xffff) return '\uFFFD'
  if (char === 'ß') return 'S'
  const base = char.charCodeAt(0) < 0x250 ? char.normalize('NFD').charAt(0) : char
  const upper = base.toUpperCase()
  return upper.length === 1 ? upper : base
}

/** The text as general_ci weighs it, one weight per character. */
export function collationKey(text: string): string {
  let key = ''
  for (const char of text) key += weightOf(char)
  return key
}

/** `=`, `<`, `>` on text: collation weights, trailing spaces ignored (PAD SPACE). */
function compareText(stored: unknown, query: unknown): number {
  const a = collationKey(String(stored)).replace(/ +$/, '')
  const b = collationKey(String(query)).replace(/ +$/, '')
  return a < b ? -1 : a > b ? 1 : 0
}

/** A value in numeric context: text converts by its leading number, and text without one is 0, as in MySQL. */
function asNumber(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'number') return value
  const leading = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/i.exec(String(value))
  return leading ? Number.parseFloat(leading[0]) : 0
}

/**
 * A date or date-time as `yyyy-MM-dd HH:mm:ss`, which orders chronologically: a date alone is midnight (a DATE
 * column against a DATETIME value), and one-digit parts are accepted as MySQL accepts them. Other text stays as it is.
 */
function dateText(value: unknown): string {
  const text = String(value).trim()
  const parts = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/.exec(text)
  if (!parts) return text
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = parts
  const two = (part: string) => part.padStart(2, '0')
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}:${two(second)}`
}

/**
 * What `compareValues` compares a non-NULL value of a column by, computed once per row so sorting 100,000 rows does
 * not redo the date parsing and collation weighing in every one of its comparisons.
 */
const CANONICAL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

export function sortKey(value: unknown, kind: FieldKind): string | number {
  if (kind === 'date' || kind === 'datetime')
    return typeof value === 'string' && CANONICAL_DATE_TIME.test(value) ? value : dateText(value)
  if (kind === 'integer' || kind === 'number' || kind === 'boolean' || typeof value === 'number') return asNumber(value)
  return collationKey(String(value)).replace(/ +$/, '')
}

/** Orders two sort keys as `compareValues` orders their values (a number against text converts the text). */
export function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' || typeof b === 'number') return asNumber(a) - asNumber(b)
  return a < b ? -1 : a > b ? 1 : 0
}

/** Negative, zero or positive like a comparator; null when either side is NULL (SQL's UNKNOWN). */
export function compareValues(stored: unknown, query: unknown, kind: FieldKind): number | null {
  if (isNull(stored) || isNull(query)) return null
  if (kind === 'date' || kind === 'datetime') {
    const a = dateText(stored)
    const b = dateText(query)
    return a < b ? -1 : a > b ? 1 : 0
  }
  // A number on either side of a text column, or a numeric column, compares as numbers.
  if (kind === 'integer' || kind === 'number' || kind === 'boolean' || typeof query === 'number')
    return asNumber(stored) - asNumber(query)
  return compareText(stored, query)
}

const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|/]/g

/**
 * A MySQL LIKE pattern as a regular expression over collation weights: `%` any run, `_` one character, a backslash
 * makes the next character literal (a trailing one is itself), and trailing spaces count (LIKE does not pad).
 */
function likePattern(pattern: string): RegExp {
  const chars = [...pattern]
  let source = ''
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index]
    if (char === '%') source += '.*'
    else if (char === '_') source += '.'
    else {
      const literal = char === '\\' && index + 1 < chars.length ? chars[++index] : char
      source += weightOf(literal).replace(REGEX_SPECIAL, '\\$&')
    }
  }
  return new RegExp(`^${source}$`, 'su')
}

/**
 * MyBatis-Plus `like` / `likeRight` / `likeLeft`: the operand gets `%` on both sides, after it (starts with) or
 * before it (ends with), without escaping — so `_` and `%` in it are wildcards unless QueryGenerator escaped them.
 */
export function likeMatches(stored: unknown, operand: unknown, position: 'any' | 'start' | 'end'): boolean {
  if (isNull(stored) || isNull(operand)) return false
  const text = textOf(operand)
  const pattern = position === 'start' ? `${text}%` : position === 'end' ? `%${text}` : `%${text}%`
  return likePattern(pattern).test(collationKey(textOf(stored)))
}
