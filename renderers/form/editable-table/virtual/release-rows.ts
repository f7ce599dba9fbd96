import type { ArrayField } from '@formily/core'
import { useEffect, useRef } from 'react'
import type { RowWindow } from './row-window'
import type { TableColumn } from './table-columns'

/**
 * Formily keeps a field after its component unmounts, and each field it keeps makes the next field it creates
 * slower. The row operations of rows that left the window (void fields: index, move, remove…) are therefore
 * destroyed; they hold no value and come back when their row does. Data fields stay, so an edited cell keeps its
 * rules for the submit.
 */
export function useReleasedRowOperations(table: ArrayField, columns: TableColumn[], window: RowWindow): void {
  const previous = useRef<RowWindow>(window)
  const { first, end } = window
  useEffect(() => {
    const left = previous.current
    previous.current = { first, end }
    const base = table.address.toString()
    for (let index = left.first; index < left.end; index += 1) {
      if (index >= first && index < end) continue
      columns.forEach((column) =>
        column.schema.mapProperties((child, name) => {
          if (child.type === 'void') table.form.fields[`${base}.${index}.${String(name)}`]?.destroy()
        }),
      )
    }
  }, [table, columns, first, end])
}
