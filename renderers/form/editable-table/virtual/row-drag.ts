import type { ArrayField } from '@formily/core'
import { createContext, useContext, useEffect, useState, type RefObject } from 'react'

/** Starts dragging the row at an index; provided by the large table, absent in the small one (ArrayTable sorts). */
const RowDragContext = createContext<((index: number) => void) | undefined>(undefined)

export const RowDragProvider = RowDragContext.Provider
export const useRowDragStart = () => useContext(RowDragContext)

/** How close to the scroller's top or bottom edge (px) a dragged row makes the table scroll, and how far a frame goes. */
const EDGE = 40
const STEP = 12

/** The row index of the rendered row holding an element, if any. */
function rowIndexOf(target: EventTarget | Element | null): number | undefined {
  const row = (target as Element | null)?.closest?.('[data-row-index]')
  const index = row ? Number(row.getAttribute('data-row-index')) : Number.NaN
  return Number.isInteger(index) ? index : undefined
}

/** Which way a pointer at `clientY` scrolls the rows while a row is dragged: up near the top, down near the bottom. */
export function edgeDirection(clientY: number, box: { top: number; bottom: number }): -1 | 0 | 1 {
  if (clientY < box.top + EDGE) return -1
  if (clientY > box.bottom - EDGE) return 1
  return 0
}

/**
 * Drag-sort of the large table's rows with the mouse: a press on a row's handle picks the row up, the row under the
 * pointer is the drop target, and releasing over a row moves the picked row there (`field.move`, as ArrayTable's
 * drop does). Releasing outside the rows drops nothing. Held near the rows' top or bottom edge (or past it), the
 * pointer scrolls them a step per frame, so a row can be dropped beyond the rows in view; the row then under the
 * pointer becomes the target.
 */
export function useRowDrag(table: ArrayField, scroller: RefObject<HTMLElement | null>) {
  const [drag, setDrag] = useState<{ from: number; over: number }>()
  const from = drag?.from
  useEffect(() => {
    if (from === undefined) return undefined
    const target = (index: number | undefined) => {
      if (index !== undefined)
        setDrag((current) => (current && current.over !== index ? { from, over: index } : current))
    }
    let direction: -1 | 0 | 1 = 0
    let frame: number | undefined
    let pointer = { x: 0, y: 0 }
    const step = () => {
      frame = undefined
      const rows = scroller.current
      if (!rows || direction === 0) return
      rows.scrollTop += direction * STEP
      target(rowIndexOf(document.elementFromPoint?.(pointer.x, pointer.y) ?? null))
      frame = requestAnimationFrame(step)
    }
    const move = (event: MouseEvent) => {
      pointer = { x: event.clientX, y: event.clientY }
      const box = scroller.current?.getBoundingClientRect()
      direction = box ? edgeDirection(event.clientY, box) : 0
      if (direction !== 0 && frame === undefined) frame = requestAnimationFrame(step)
    }
    const over = (event: MouseEvent) => target(rowIndexOf(event.target))
    const drop = (event: MouseEvent) => {
      const index = rowIndexOf(event.target)
      setDrag(undefined)
      if (index !== undefined && index !== from) void table.move(from, index)
    }
    document.addEventListener('mousemove', move)
    document.addEventListener('mouseover', over)
    document.addEventListener('mouseup', drop)
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame)
      document.removeEventListener('mousemove', move)
      document.removeEventListener('mouseover', over)
      document.removeEventListener('mouseup', drop)
    }
  }, [table, from, scroller])
  return { start: (index: number) => setDrag({ from: index, over: index }), dropTarget: drag?.over }
}
