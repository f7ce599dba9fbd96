/**
 * Where a key moves a chart's pointer among its stops (categories or slices, in drawing order): the arrows to the
 * next or previous (staying at the ends; the first press to the first or last), Home and End to the ends, Escape
 * away (undefined). `handled` is false for any other key, which the chart leaves to the page.
 */
export function pointerAfterKey(
  stops: number[],
  current: number | undefined,
  key: string,
): { handled: boolean; next?: number } {
  if (key === 'Escape') return { handled: true }
  if (!stops.length) return { handled: false }
  const place = current === undefined ? -1 : stops.indexOf(current)
  const last = stops.length - 1
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { handled: true, next: stops[place < 0 ? 0 : Math.min(last, place + 1)] }
    case 'ArrowLeft':
    case 'ArrowUp':
      return { handled: true, next: stops[place < 0 ? last : Math.max(0, place - 1)] }
    case 'Home':
      return { handled: true, next: stops[0] }
    case 'End':
      return { handled: true, next: stops[last] }
    default:
      return { handled: false }
  }
}
