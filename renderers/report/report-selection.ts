import { reportRowKey } from './row-key'

type Row = Record<string, unknown>

/** The rows chosen in the popup, in the order they were chosen, and their keys. */
export interface ReportSelection {
  keys: string[]
  rows: Row[]
}

export const NOTHING_SELECTED: ReportSelection = { keys: [], rows: [] }

/**
 * A click on a row toggles it; single select then keeps only the row clicked last
 * (JPopupOnlReport.clickThenCheck).
 */
export function toggleRow(selection: ReportSelection, row: Row, multi: boolean): ReportSelection {
  const key = reportRowKey(row)
  const index = selection.keys.indexOf(key)
  const next =
    index >= 0
      ? { keys: selection.keys.filter((_, at) => at !== index), rows: selection.rows.filter((_, at) => at !== index) }
      : { keys: [...selection.keys, key], rows: [...selection.rows, row] }
  return !multi && next.keys.length > 1 ? { keys: next.keys.slice(-1), rows: next.rows.slice(-1) } : next
}

/** The table's checkboxes or radios changed: antd hands over the chosen rows (other pages' included). */
export function fromTable(rows: readonly (Row | undefined)[]): ReportSelection {
  const known = rows.filter((row): row is Row => !!row)
  return { keys: known.map(reportRowKey), rows: known }
}
