import { describe, expect, it, vi } from 'vitest'
import { memoize } from './cache'

describe('memoize', () => {
  it('builds each key once', () => {
    const build = vi.fn((key: string) => ({ key }))
    const cached = memoize(build)
    expect(cached('a')).toBe(cached('a'))
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('evicts the oldest entry beyond the limit', () => {
    const build = vi.fn((key: string) => ({ key }))
    const cached = memoize(build, 2)
    const first = cached('a')
    cached('b')
    cached('c')
    expect(cached('c')).toEqual({ key: 'c' })
    expect(cached('a')).not.toBe(first)
    expect(build).toHaveBeenCalledTimes(4)
  })

  it('does not remember failures', () => {
    const build = vi.fn((key: string) => {
      if (build.mock.calls.length === 1) throw new Error('first')
      return key
    })
    const cached = memoize(build)
    expect(() => cached('a')).toThrow('first')
    expect(cached('a')).toBe('a')
  })
})
