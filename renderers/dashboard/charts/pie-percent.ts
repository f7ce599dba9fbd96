/** Hundredths of a percent: the shares are rounded to two decimals, as ECharts' pie tooltip shows them. */
const SCALE = 10_000

/**
 * Each value's share of the total in percent, to two decimals, adding up to exactly 100 (the largest-remainder
 * rounding ECharts uses): three equal slices are 33.34, 33.33 and 33.33, not 33.33 three times. Negative values
 * count as nothing; with no total every share is 0.
 */
export function piePercents(values: number[]): number[] {
  const counted = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0))
  const total = counted.reduce((sum, value) => sum + value, 0)
  if (total === 0) return counted.map(() => 0)
  const exact = counted.map((value) => (value / total) * SCALE)
  const floors = exact.map(Math.floor)
  let left = SCALE - floors.reduce((sum, value) => sum + value, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - floors[index] }))
    .sort((a, b) => b.remainder - a.remainder)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    floors[index] += 1
    left -= 1
  }
  return floors.map((value) => value / 100)
}
