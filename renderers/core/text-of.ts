/**
 * A value as the text a cell, a field or a template shows: what String() writes, and nothing for null and undefined.
 * Arrays list their items with commas; any other object is written by its own toString.
 */
export function textOf(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return ''
    case 'string':
      return value
    case 'object':
      if (value === null) return ''
      if (Array.isArray(value)) return value.map(textOf).join(',')
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- this is the one place an object value becomes text, the way String() always wrote it
      return String(value)
    default:
      return String(value)
  }
}
