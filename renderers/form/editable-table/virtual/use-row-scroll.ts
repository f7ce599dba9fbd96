import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react'
import { MAX_HEIGHT, scrollTopShowing } from './row-window'

/**
 * The large table's scroll position: followed from the scroller's scroll events, and moved by `reveal` to show a row.
 * A revealed row is rendered at once; the scroller itself moves after that render, when the spacers have the new row
 * count's height (a row just added lies past the old end).
 */
export function useRowScroll() {
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const current = useRef(0)
  const pending = useRef<number | undefined>(undefined)

  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    current.current = event.currentTarget.scrollTop
    setScrollTop(current.current)
  }, [])

  const reveal = useCallback((index: number) => {
    const headHeight = scroller.current?.querySelector('thead')?.offsetHeight ?? 0
    const next = scrollTopShowing(index, current.current, MAX_HEIGHT, headHeight)
    if (next === current.current) return
    current.current = next
    pending.current = next
    setScrollTop(next)
  }, [])

  useLayoutEffect(() => {
    if (pending.current === undefined || !scroller.current) return
    scroller.current.scrollTop = pending.current
    pending.current = undefined
  })

  return { scroller, scrollTop, onScroll, reveal }
}
