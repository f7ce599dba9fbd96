import { describe, expect, it } from 'vitest'
import { stackSeries, valueAxis, valueExtent } from './value-axis'

const series = [
  { index: 0, name: '已收', values: [30, -10, 20] },
  { index: 1, name: '未收', values: [50, 40, -5] },
]

describe('the value axis', () => {
  it('rounds its extent to nice ticks labelled with thousands grouped', () => {
    const axis = valueAxis([0, 8700], [200, 0], 5)
    expect(axis.ticks.map((tick) => tick.label)).toEqual(['0', '2,000', '4,000', '6,000', '8,000', '10,000'])
    expect(axis.ticks[0].y).toBe(200)
    expect(axis.ticks.at(-1)!.y).toBe(0)
  })

  it('reaches the highest value of any series, and 0 from below', () => {
    expect(valueExtent(series, undefined)).toEqual([-10, 50])
  })

  it('reaches the stacked totals when the bars stack, negatives stacking downward', () => {
    const stacked = stackSeries(series, 3)
    expect(valueExtent(series, stacked)).toEqual([-10, 80])
    expect(stacked[1].map(([from, to]) => [from, to])).toEqual([
      [30, 80],
      [0, 40],
      [-5, 0],
    ])
  })

  it('runs from 0 to 5 in whole ticks when there is nothing to show, with no NaN', () => {
    expect(valueExtent([], undefined)).toEqual([0, 0])
    const axis = valueAxis([0, 0], [100, 0], 5)
    expect(axis.ticks.map((tick) => tick.label)).toEqual(['0', '1', '2', '3', '4', '5'])
    expect(axis.ticks.every((tick) => Number.isFinite(tick.y))).toBe(true)
  })
})
