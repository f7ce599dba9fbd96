import type { ArrayField } from '@formily/core'
import { raw, toJS } from '@formily/reactive'
import type { TableRowSelection } from 'antd/es/table/interface'
import { useState } from 'react'
import { evaluate } from '../../expression'
import { ARRAY_INDEX_KEY } from '../submit-values'
import { CHECKBOX_WIDTH } from './layout'

type Row = Record<string, unknown>

/** Whether a row may be chosen: the schema's condition over `record` and `index`; no condition takes every row. */
function isRowSelectable(condition: string | undefined, row: unknown, index: number): boolean {
  if (!condition) return true
  return !!evaluate(condition, { record: toJS(row) ?? {}, index })
}

const rowsOf = (field: ArrayField): Row[] => (Array.isArray(field.value) ? (field.value as Row[]) : [])

/**
 * The chosen rows of an editable table. Rows are remembered as objects rather than positions, so moving,
 * inserting or deleting rows never shifts the choice onto other rows; antd sees their current positions.
 */
export function useRowSelection(field: ArrayField, condition: string | undefined) {
  const [chosen, setChosen] = useState<ReadonlySet<unknown>>(() => new Set())
  const rows = rowsOf(field)
  // With nothing chosen the rows are not read: a render that reads every row of a large table would track each one.
  const selectedIndexes = chosen.size === 0 ? [] : rows.flatMap((row, index) => (chosen.has(raw(row)) ? [index] : []))

  const rowSelection: TableRowSelection<Row> = {
    columnWidth: CHECKBOX_WIDTH,
    selectedRowKeys: selectedIndexes,
    onChange: (_keys, selected) => setChosen(new Set(selected.map((row) => raw(row)))),
    getCheckboxProps: (row) => ({ disabled: !isRowSelectable(condition, row, Number(row[ARRAY_INDEX_KEY])) }),
  }

  /** Deletes the chosen rows, last first so the positions still to delete stay valid. */
  const removeSelected = () => {
    ;[...selectedIndexes].reverse().forEach((index) => void field.remove(index))
    setChosen(new Set())
  }

  return { rowSelection, selectedCount: selectedIndexes.length, removeSelected }
}
