/**
 * A figure measured several times. The README shows its median with the lowest and highest run beside it: on a
 * shared 2-core machine one run says little, and the spread tells a reader how far to trust the median.
 */
export interface Runs {
  median: number
  low: number
  high: number
}

/** The value below which `share` of the runs fall (0.5: the median). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]
}

export const median = (values: readonly number[]): number => percentile(values, 0.5)

export function runsOf(values: readonly number[]): Runs {
  if (values.length === 0) throw new Error('a figure needs at least one run')
  return { median: median(values), low: Math.min(...values), high: Math.max(...values) }
}

/** `767.6 ms (712.0–801.3)`: the median, then the lowest and the highest run. */
export function formatMs(values: readonly number[], digits = 1): string {
  const { median: middle, low, high } = runsOf(values)
  return `${middle.toFixed(digits)} ms (${low.toFixed(digits)}–${high.toFixed(digits)})`
}

/** A ratio of medians with the spread of the per-run ratios, e.g. `1.07× (0.98–1.15)`. */
export function formatRatio(ratios: readonly number[], middle = median(ratios)): string {
  const { low, high } = runsOf(ratios)
  return `${middle.toFixed(2)}× (${low.toFixed(2)}–${high.toFixed(2)})`
}
