import { describe, expect, it } from 'vitest'
import { axisLayout, hitBands, type AxisChartInput } from './axis-layout'

const months = ['1月', '2月', '3月']
const twoSeries = [
  { index: 0, name: '合同额', values: [100, 250, 80] },
  { index: 1, name: '回款额', values: [60, 200, 0] },
]
const input = (change: Partial<AxisChartInput>): AxisChartInput => ({
  kind: 'bar',
  width: 400,
  height: 300,
  categories: months,
  series: twoSeries,
  axes: true,
  ...change,
})

/** The numbers of an SVG path. */
const numbersOf = (d: string) => (d.match(/-?[\d.]+(e-?\d+)?|NaN/g) ?? []).map(Number)
/** A bar path's top and height (`M x,top h w v height …`). */
const topAndHeight = (d: string) => {
  const [, top, , height] = numbersOf(d)
  return { top, height }
}

describe('the layout of an axis chart', () => {
  it('draws a bar per series and category, grouped side by side within each category’s band', () => {
    const layout = axisLayout(input({}))
    expect(layout.bars).toHaveLength(6)
    const [first, second] = [layout.bars[0], layout.bars[3]]
    expect([first.series, first.category, second.series, second.category]).toEqual([0, 0, 1, 0])
    expect(numbersOf(second.d)[0]).toBeGreaterThan(numbersOf(first.d)[0])
    // 250 is the tallest bar, twice and a half 100's height.
    const heights = layout.bars.slice(0, 3).map((bar) => topAndHeight(bar.d).height)
    expect(heights[1] / heights[0]).toBeCloseTo(2.5)
  })

  it('stacks the bars of a stacked chart on one another, up to each category’s total', () => {
    const layout = axisLayout(input({ kind: 'stackedBar' }))
    const lower = topAndHeight(layout.bars.find((bar) => bar.series === 0 && bar.category === 1)!.d)
    const upper = topAndHeight(layout.bars.find((bar) => bar.series === 1 && bar.category === 1)!.d)
    expect(upper.top + upper.height).toBeCloseTo(lower.top)
    expect(lower.top + lower.height).toBeCloseTo(layout.zero)
    // The axis reaches 450, the stacked total of 2月.
    expect(layout.ticks.at(-1)!.value).toBeGreaterThanOrEqual(450)
  })

  it('draws a smooth line per series through each category’s point, and the area under it for an area chart', () => {
    const layout = axisLayout(input({ kind: 'area' }))
    expect(layout.lines.map((mark) => mark.series)).toEqual([0, 1])
    expect(layout.lines[0].line).toMatch(/^M.*C/)
    expect(layout.lines[0].area).toMatch(/^M.*Z$/)
    expect(layout.lines[0].points.map((point) => point.x)).toEqual(layout.centres)
    expect(layout.centres[0]).toBe(layout.plot.left)
    expect(layout.centres[2]).toBe(layout.plot.right)
  })

  it('keeps the plot within its box and the ticks on round values', () => {
    const layout = axisLayout(input({}))
    expect(layout.plot.left).toBeGreaterThan(0)
    expect(layout.plot.right).toBeLessThan(400)
    expect(layout.plot.bottom).toBeLessThan(300)
    expect(layout.ticks.map((tick) => tick.label)).toEqual(['0', '50', '100', '150', '200', '250'])
  })

  it('draws an empty chart for no series and no categories: ticks, no marks, no NaN', () => {
    for (const kind of ['bar', 'stackedBar', 'line', 'area'] as const) {
      const layout = axisLayout(input({ kind, categories: [], series: [] }))
      expect(layout.bars).toEqual([])
      expect(layout.lines).toEqual([])
      expect(layout.ticks.length).toBeGreaterThan(1)
      expect(JSON.stringify(layout)).not.toMatch(/NaN|null/)
    }
    const noSeries = axisLayout(input({ kind: 'line', series: [] }))
    expect(noSeries.centres).toHaveLength(3)
    expect(JSON.stringify(noSeries)).not.toMatch(/NaN/)
  })

  it('has no axes or labels for a figure’s small chart, its marks filling the box', () => {
    const layout = axisLayout(input({ kind: 'bar', axes: false, width: 200, height: 46, series: [twoSeries[0]] }))
    expect(layout.ticks).toEqual([])
    expect(layout.labels.shown).toEqual([])
    expect(layout.plot).toEqual({ left: 0, top: 4, right: 200, bottom: 46 })
    expect(layout.bars).toHaveLength(3)
  })

  it('turns and thins the labels of many categories in a narrow box', () => {
    const days = Array.from({ length: 30 }, (_, day) => `11-${day + 1}`)
    const layout = axisLayout(
      input({ width: 300, categories: days, series: [{ index: 0, name: '量', values: days.map(() => 1) }] }),
    )
    expect(layout.labels.rotated).toBe(true)
    expect(layout.labels.shown.length).toBeLessThan(30)
  })

  it('gives each category the stretch of the plot nearest to it, for the pointer', () => {
    const plot = { left: 0, top: 0, right: 100, bottom: 50 }
    expect(hitBands([10, 50, 90], plot)).toEqual([
      { left: 0, width: 30 },
      { left: 30, width: 40 },
      { left: 70, width: 30 },
    ])
    expect(hitBands([], plot)).toEqual([])
  })
})
