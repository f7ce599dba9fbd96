import { describe, expect, it } from 'vitest'
import { pieLayout, type PieInput } from './pie-layout'

const input = (change: Partial<PieInput>): PieInput => ({
  width: 400,
  height: 300,
  names: ['专利', '商标', '版权'],
  values: [6, 3, 1],
  shown: [true, true, true],
  ring: false,
  ...change,
})

describe('the layout of a pie', () => {
  it('draws a slice per category in order, with its share and its name beside it', () => {
    const layout = pieLayout(input({}))
    expect(layout.slices.map((slice) => [slice.name, slice.value, slice.percent])).toEqual([
      ['专利', 6, 60],
      ['商标', 3, 30],
      ['版权', 1, 10],
    ])
    expect(layout.slices.map((slice) => slice.label?.text)).toEqual(['专利', '商标', '版权'])
    // The first slice starts at 12 o'clock and runs clockwise: its label is on the right.
    expect(layout.slices[0].label?.anchor).toBe('start')
    expect(layout.outer).toBe(105)
  })

  it('shares the whole among the slices shown when one is hidden', () => {
    const layout = pieLayout(input({ shown: [true, false, true] }))
    expect(layout.slices.map((slice) => [slice.name, slice.percent])).toEqual([
      ['专利', 85.71],
      ['版权', 14.29],
    ])
  })

  it('leaves a hole in a ring', () => {
    const layout = pieLayout(input({ ring: true }))
    expect(layout.inner).toBe(67.5)
  })

  it('draws no slice of no value, and nothing at all for no data, without NaN', () => {
    expect(pieLayout(input({ values: [5, 0, 0] })).slices.map((slice) => slice.name)).toEqual(['专利'])
    const empty = pieLayout(input({ names: [], values: [], shown: [] }))
    expect(empty.slices).toEqual([])
    expect(JSON.stringify(pieLayout(input({ width: 0, height: 0 })))).not.toMatch(/NaN/)
  })

  it('labels no sliver (it would sit on its neighbours)', () => {
    const layout = pieLayout(input({ values: [500, 499, 1] }))
    expect(layout.slices[2].label).toBeUndefined()
    expect(layout.slices[2].percent).toBe(0.1)
  })
})
