/** A record as the server sends it: a row of a list, a form's values. */
export type Row = Record<string, unknown>

/** Rows of an answer that is a list, or a page (`records`). */
export function rowsOf(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[]
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records))
    return (result as { records: Row[] }).records
  return []
}
