import { useEffect, useRef } from 'react'
import { EDITOR_POPUPS } from '../ClickToEdit'
import { RowCell, type RowCellProps } from './RowCell'

/**
 * The one cell of the large table that is a live Formily field: it takes the focus when opened and closes on a
 * mouse-up outside it or Escape, as the click-to-edit cell does. The field outlives the editor, so the cell's rules
 * still judge it when the form is submitted.
 */
export function EditingCell({ onLeave, ...cell }: RowCellProps & { onLeave: () => void }) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [])

  useEffect(() => {
    const cell = box.current
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onLeave()
    }
    cell?.addEventListener('keydown', escape)
    return () => cell?.removeEventListener('keydown', escape)
  }, [onLeave])

  useEffect(() => {
    const leave = (event: MouseEvent) => {
      const target = event.target as Element | null
      if (box.current?.contains(target) || target?.closest?.(EDITOR_POPUPS)) return
      onLeave()
    }
    document.addEventListener('mouseup', leave)
    return () => document.removeEventListener('mouseup', leave)
  }, [onLeave])

  return (
    <div ref={box}>
      <RowCell {...cell} />
    </div>
  )
}
