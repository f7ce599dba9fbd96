type Row = Record<string, unknown>

const MAX_KEY_LENGTH = 50

/**
 * A report row has no declared key: its key is built from its values, the id first, then every other value in
 * the row's order, cut to 50 characters (JPopupOnlReport's combineRowKey).
 */
export function reportRowKey(row: Row): string {
  let key = ''
  for (const [name, value] of Object.entries(row)) {
    key = name === 'id' ? String(value) + key : key + String(value)
  }
  return key.slice(0, MAX_KEY_LENGTH)
}
