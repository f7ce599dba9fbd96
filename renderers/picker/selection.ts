import type { Row } from './picker-config'

/** The chosen rows of a picker, in the order they were chosen, keyed by the row key. */
export interface Selection {
  rows: Row[]
}

const keyOf = (row: Row, rowKey: string) => String(row[rowKey])

export const selectedKeys = (selection: Selection, rowKey: string): string[] =>
  selection.rows.map((row) => keyOf(row, rowKey))

/** A click on a row: single select takes only that row; multiple select toggles it. */
export function toggleRow(selection: Selection, row: Row, rowKey: string, multiple: boolean): Selection {
  const key = keyOf(row, rowKey)
  const chosen = selection.rows.some((item) => keyOf(item, rowKey) === key)
  if (!multiple) return { rows: [row] }
  return { rows: chosen ? selection.rows.filter((item) => keyOf(item, rowKey) !== key) : [...selection.rows, row] }
}

/**
 * The table's checkboxes or radios changed on the current page: rows of other pages stay chosen, the page's rows
 * follow the new keys. Single select keeps the one key.
 */
export function selectOnPage(
  selection: Selection,
  pageRows: Row[],
  keys: string[],
  rowKey: string,
  multiple: boolean,
): Selection {
  if (!multiple) return { rows: pageRows.filter((row) => keys.includes(keyOf(row, rowKey))).slice(0, 1) }
  const onPage = new Set(pageRows.map((row) => keyOf(row, rowKey)))
  const kept = selection.rows.filter((row) => !onPage.has(keyOf(row, rowKey)) || keys.includes(keyOf(row, rowKey)))
  const keptKeys = new Set(kept.map((row) => keyOf(row, rowKey)))
  const added = pageRows.filter((row) => keys.includes(keyOf(row, rowKey)) && !keptKeys.has(keyOf(row, rowKey)))
  return { rows: [...kept, ...added] }
}

export function removeRow(selection: Selection, row: Row, rowKey: string): Selection {
  return { rows: selection.rows.filter((item) => keyOf(item, rowKey) !== keyOf(row, rowKey)) }
}
