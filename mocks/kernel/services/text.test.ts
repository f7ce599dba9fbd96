import { describe, expect, it } from 'vitest'
import { textOf } from './text'

describe('textOf', () => {
  it('writes scalars and arrays as String() does', () => {
    expect(textOf('a b')).toBe('a b')
    expect(textOf(12.5)).toBe('12.5')
    expect(textOf(false)).toBe('false')
    expect(textOf(['1', 2, null])).toBe(String(['1', 2, null]))
  })

  it('writes nothing for an absent value and JSON for an object', () => {
    expect(textOf(null)).toBe('')
    expect(textOf(undefined)).toBe('')
    expect(textOf({ id: 'x' })).toBe('{"id":"x"}')
  })
})
