import { useLayoutEffect, useState, type RefObject } from 'react'

export interface Size {
  width: number
  height: number
}

/**
 * The size of a box, read before the first paint and again each time a ResizeObserver reports it changed. A box not
 * laid out (in a hidden tab, or in jsdom) reads 0 wide: `fallback` stands in until it is.
 */
export function useBoxSize(box: RefObject<HTMLElement | null>, fallback: Size): Size | undefined {
  const [size, setSize] = useState<Size>()
  const { width: fallbackWidth, height: fallbackHeight } = fallback
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    // The observer reports the size read just before once it starts: the same size keeps the same object, so the
    // chart is not laid out and drawn again for it.
    const take = (width: number, height: number) => {
      const next =
        width > 0
          ? { width, height: height > 0 ? height : fallbackHeight }
          : { width: fallbackWidth, height: fallbackHeight }
      setSize((shown) => (shown?.width === next.width && shown.height === next.height ? shown : next))
    }
    take(element.clientWidth, element.clientHeight)
    const observer = new ResizeObserver(([entry]) => take(entry.contentRect.width, entry.contentRect.height))
    observer.observe(element)
    return () => observer.disconnect()
  }, [box, fallbackWidth, fallbackHeight])
  return size
}
