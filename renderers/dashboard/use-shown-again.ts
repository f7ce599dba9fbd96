import { useEffect, useState, type RefObject } from 'react'

/**
 * How many times the element has come back into the layout after being taken out of it (`display: none`, as a
 * kept-alive page behind another tab is). A dashboard loads its widgets again each time, so going back to it after
 * saving a record shows the figures that record moved.
 */
export function useShownAgain(element: RefObject<HTMLElement | null>): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    const target = element.current
    if (!target) return
    let hidden = false
    // A box out of the layout measures 0 wide; a resize of a shown page (a wider window) is not a return.
    const observer = new ResizeObserver(([entry]) => {
      const shown = entry.contentRect.width > 0
      if (shown && hidden) setCount((shownAgain) => shownAgain + 1)
      hidden = !shown
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [element])
  return count
}
