import type { ArrayField } from '@formily/core'
import { createContext, useContext, useEffect, useState } from 'react'

/** Starts dragging the row at an index; provided by the large table, absent in the small one (ArrayTable sorts). */
const RowDragContext = createContext<((index: number) => void) | undefined>(undefined)

export const RowDragProvider = RowDragContext.Provider
export const useRowDragStart = () => useContext(RowDragContext)

/** The row index of the rendered row under an event's target, if any. */
function rowIndexAt(event: MouseEvent): number | undefined {
  const row = (event.target as Element | null)?.closest?.('[data-row-index]')
  const index = row ? Number(row.getAttribute('data-row-index')) : Number.NaN
  return Number.isInteger(index) ? index : undefined
}

/**
 * Drag-sort of the large table's rows with the mouse: a press on a row's handle picks the row up, the row under the
 * pointer is the drop target, and releasing over a row moves the picked row there (`field.move`, as ArrayTable's
 * drop does). Releasing outside the rows drops nothing.
 */
export function useRowDrag(table: ArrayField) {
  const [drag, setDrag] = useState<{ from: number; over: number }>()
  const from = drag?.from
  useEffect(() => {
    if (from === undefined) return undefined
    const over = (event: MouseEvent) => {
      const index = rowIndexAt(event)
      if (index !== undefined)
        setDrag((current) => (current && current.over !== index ? { from, over: index } : current))
    }
    const drop = (event: MouseEvent) => {
      const index = rowIndexAt(event)
      setDrag(undefined)
      if (index !== undefined && index !== from) void table.move(from, index)
    }
    document.addEventListener('mouseover', over)
    document.addEventListener('mouseup', drop)
    return () => {
      document.removeEventListener('mouseover', over)
      document.removeEventListener('mouseup', drop)
    }
  }, [table, from])
  return { start: (index: number) => setDrag({ from: index, over: index }), dropTarget: drag?.over }
}
