/**
 * The text a JSON value stands for where the backend reads it as a String: scalars as `String()` writes them, an array
 * as its joined items (what `String()` gives for one), and an object (never expected there) as its JSON rather than
 * "[object Object]".
 */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  if (value instanceof Date) return String(value)
  if (Array.isArray(value)) return value.map(textOf).join(',')
  return JSON.stringify(value)
}
