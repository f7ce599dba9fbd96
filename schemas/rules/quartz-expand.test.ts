import { describe, expect, it } from 'vitest'
import { expandItems } from './quartz-expand'

describe('expandItems', () => {
  it('expands every, steps, ranges and wrapping ranges like Quartz', () => {
    expect(expandItems([{ start: null, end: null, step: 20 }], 0, 59)).toEqual([0, 20, 40])
    expect(expandItems([{ start: 5, end: null, step: 20 }], 0, 59)).toEqual([5, 25, 45])
    expect(expandItems([{ start: 22, end: 2, step: null }], 0, 23)).toEqual([0, 1, 2, 22, 23])
    expect(expandItems([{ start: 6, end: 2, step: null }], 1, 7)).toEqual([1, 2, 6, 7])
    expect(expandItems([{ start: 50, end: 10, step: 5 }], 0, 59)).toEqual([0, 5, 10, 50, 55])
    expect(
      expandItems(
        [
          { start: 3, end: null, step: null },
          { start: 1, end: null, step: null },
        ],
        0,
        59,
      ),
    ).toEqual([1, 3])
  })
})
