import { describe, expect, it } from 'vitest'
import { piePercents } from './pie-percent'

describe('a pie’s percentages', () => {
  it('are shares to two decimals adding up to exactly 100', () => {
    expect(piePercents([1, 1, 1])).toEqual([33.34, 33.33, 33.33])
    expect(piePercents([12, 23, 0])).toEqual([34.29, 65.71, 0])
  })

  it('count negative values as nothing and are all 0 without a total', () => {
    expect(piePercents([-4, 4])).toEqual([0, 100])
    expect(piePercents([0, 0])).toEqual([0, 0])
    expect(piePercents([])).toEqual([])
  })
})
