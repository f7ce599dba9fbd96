import type { CronItem } from './quartz-syntax-types'

/**
 * The values a list of items selects within min..max, ascending. Ranges whose end is below their start wrap past max
 * (22-2 in hours = 22, 23, 0, 1, 2), which Quartz allows for every field but the year.
 */
export function expandItems(items: CronItem[], min: number, max: number): number[] {
  const size = max - min + 1
  const selected = new Set<number>()
  for (const { start, end, step } of items) {
    const from = start ?? min
    const single = start !== null && end === null && step === null
    if (single) {
      selected.add(from)
      continue
    }
    const to = end === null ? max : end < from ? end + size : end
    for (let v = from; v <= to; v += step ?? 1) selected.add(v > max ? v - size : v)
  }
  return [...selected].sort((a, b) => a - b)
}
