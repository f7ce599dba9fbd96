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
    const take = (width: number, height: number) =>
      setSize(
        width > 0
          ? { width, height: height > 0 ? height : fallbackHeight }
          : { width: fallbackWidth, height: fallbackHeight },
      )
    take(element.clientWidth, element.clientHeight)
    const observer = new ResizeObserver(([entry]) => take(entry.contentRect.width, entry.contentRect.height))
    observer.observe(element)
    return () => observer.disconnect()
  }, [box, fallbackWidth, fallbackHeight])
  return size
}
