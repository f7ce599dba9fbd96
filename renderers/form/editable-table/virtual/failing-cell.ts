import type { ArrayField, Field } from '@formily/core'
import { useCallback } from 'react'
import { flushSync } from 'react-dom'
import type { RowsCheck } from '../rows-check'
import { firstFailingCell } from './row-rules'
import type { TableColumn } from './table-columns'

/**
 * The large table's rows check for a save: every row is judged against the column rules; the first failing cell is
 * scrolled into view and opened as a live field, whose own validation then shows the message on the cell (the
 * tooltip of the small table), and the cell stays open while it fails.
 */
export function useFailingCellShown(
  table: ArrayField,
  columns: TableColumn[],
  reveal: (index: number) => void,
  open: (index: number, key: string) => void,
): RowsCheck {
  return useCallback(async () => {
    const failure = await firstFailingCell(table, columns)
    if (!failure) return true
    // The cell's field is created by rendering it; it must exist before it can be validated.
    flushSync(() => {
      reveal(failure.index)
      open(failure.index, failure.column)
    })
    const address = `${table.address.toString()}.${failure.index}.${failure.name}`
    // The field's validation rejects with the failure it shows on the cell; the save only needs to stop.
    const field = table.form.fields[address] as Field | undefined
    await (field?.validate() as Promise<unknown> | undefined)?.catch(() => undefined)
    return false
  }, [table, columns, reveal, open])
}
