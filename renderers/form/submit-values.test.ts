import { describe, expect, it } from 'vitest'
import { ARRAY_INDEX_KEY, submitValues } from './submit-values'

describe('submitValues', () => {
  it('strips the ArrayTable index at every depth and keeps everything else', () => {
    const values = {
      name: 'x',
      items: [{ [ARRAY_INDEX_KEY]: 0, text: 'a', nested: [{ [ARRAY_INDEX_KEY]: 1, v: 1 }] }],
      count: 2,
    }
    expect(submitValues(values)).toEqual({ name: 'x', items: [{ text: 'a', nested: [{ v: 1 }] }], count: 2 })
  })
})
