import type { ArrayField } from '@formily/core'
import { raw, toJS } from '@formily/reactive'
import type { TableRowSelection } from 'antd/es/table/interface'
import { useState } from 'react'
import { evaluate } from '../../core/expression'
import { ARRAY_INDEX_KEY } from '../submit-values'
import { CHECKBOX_WIDTH } from './layout'
import { removeRows } from './remove-rows'

type Row = Record<string, unknown>

/** Whether a row may be chosen: the schema's condition over `record` and `index`; no condition takes every row. */
function isRowSelectable(condition: string | undefined, row: unknown, index: number): boolean {
  if (!condition) return true
  return !!evaluate(condition, { record: toJS(row) ?? {}, index })
}

/** The header box of the selection column: none, some or all of the rows that may be chosen are chosen. */
export type HeaderChoice = 'none' | 'some' | 'all'

/** The selection as the large table draws it: a box per row and a tri-state box in the header. */
export interface RowChoice {
  isChosen: (row: unknown) => boolean
  isSelectable: (row: unknown, index: number) => boolean
  toggle: (row: unknown, on: boolean) => void
  header: HeaderChoice
  toggleAll: (on: boolean) => void
}

/**
 * The chosen rows of an editable table. Rows are remembered as objects rather than positions, so moving,
 * inserting or deleting rows never shifts the choice onto other rows; antd sees their current positions.
 */
export function useRowSelection(field: ArrayField, condition: string | undefined) {
  const [chosen, setChosen] = useState<ReadonlySet<unknown>>(() => new Set())
  const rows = (Array.isArray(field.value) ? field.value : []) as Row[]
  // With nothing chosen the rows are not read: a render that reads every row of a large table would track each one.
  const selectedIndexes = chosen.size === 0 ? [] : rows.flatMap((row, index) => (chosen.has(raw(row)) ? [index] : []))
  const isSelectable = (row: unknown, index: number) => isRowSelectable(condition, row, index)
  const choose = (next: Iterable<unknown>) => setChosen(new Set([...next].map((row) => raw(row))))

  const rowSelection: TableRowSelection<Row> = {
    columnWidth: CHECKBOX_WIDTH,
    selectedRowKeys: selectedIndexes,
    onChange: (_keys, selected) => choose(selected),
    getCheckboxProps: (row) => ({ disabled: !isSelectable(row, Number(row[ARRAY_INDEX_KEY])) }),
  }

  const selectableRows = () => raw<Row[]>(rows).filter((row, index) => isSelectable(row, index))
  const rowChoice: RowChoice = {
    isChosen: (row) => chosen.has(raw(row)),
    isSelectable,
    toggle: (row, on) => {
      const next = new Set(chosen)
      if (on) next.add(raw(row))
      else next.delete(raw(row))
      setChosen(next)
    },
    header: selectedIndexes.length === 0 ? 'none' : selectedIndexes.length < selectableRows().length ? 'some' : 'all',
    toggleAll: (on) => choose(on ? selectableRows() : []),
  }

  /** Deletes the chosen rows in one change of the table's rows. */
  const removeSelected = () => {
    removeRows(field, chosen)
    setChosen(new Set())
  }

  return { rowSelection, rowChoice, selectedCount: selectedIndexes.length, removeSelected }
}
