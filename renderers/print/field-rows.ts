import type { PrintField } from '../generated/schema-language'

/** Fields packed into rows of `columns` title-value pairs, a field taking `span` pairs (at most a whole row). */
export function fieldRows(fields: readonly PrintField[], columns: number): PrintField[][] {
  const rows: PrintField[][] = []
  let used = columns
  for (const field of fields) {
    const span = Math.min(field.span ?? 1, columns)
    if (used + span > columns) {
      rows.push([])
      used = 0
    }
    rows[rows.length - 1].push(field)
    used += span
  }
  return rows
}
