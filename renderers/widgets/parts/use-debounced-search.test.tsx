import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedSearch } from './use-debounced-search'

/** A load whose answers the test releases one by one, in any order. */
function controlledLoad() {
  const pending = new Map<string, (result: string) => void>()
  const load = vi.fn((keyword: string) => new Promise<string>((resolve) => pending.set(keyword, resolve)))
  return {
    load,
    answer: (keyword: string) => act(() => Promise.resolve(pending.get(keyword)!(`result of ${keyword}`))),
  }
}

describe('debounced search', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('loads only once typing has paused for the delay, with the last keyword', () => {
    const { load } = controlledLoad()
    const { result } = renderHook(() => useDebouncedSearch(load, vi.fn(), 800))
    result.current.search('a')
    vi.advanceTimersByTime(500)
    result.current.search('ab')
    vi.advanceTimersByTime(799)
    expect(load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledWith('ab')
  })

  it('ignores an answer that arrives after a newer search started', async () => {
    const { load, answer } = controlledLoad()
    const apply = vi.fn()
    const { result } = renderHook(() => useDebouncedSearch(load, apply, 800))
    result.current.search('old')
    vi.advanceTimersByTime(800)
    result.current.search('new')
    vi.advanceTimersByTime(800)
    await answer('new')
    await answer('old')
    expect(apply).toHaveBeenCalledTimes(1)
    expect(apply).toHaveBeenCalledWith('result of new', 'new')
  })

  it('drops the answer of a search that was cancelled or typed over before it arrived', async () => {
    const { load, answer } = controlledLoad()
    const apply = vi.fn()
    const { result } = renderHook(() => useDebouncedSearch(load, apply, 800))
    result.current.search('first')
    vi.advanceTimersByTime(800)
    result.current.search('second')
    await answer('first')
    result.current.cancel()
    vi.advanceTimersByTime(800)
    expect(load).toHaveBeenCalledTimes(1)
    expect(apply).not.toHaveBeenCalled()
  })

  it('searches at once when asked to, cancelling a pending search', async () => {
    const { load, answer } = controlledLoad()
    const apply = vi.fn()
    const { result } = renderHook(() => useDebouncedSearch(load, apply, 800))
    result.current.search('typed')
    result.current.searchNow('')
    expect(load).toHaveBeenCalledWith('')
    vi.advanceTimersByTime(800)
    expect(load).toHaveBeenCalledTimes(1)
    await answer('')
    expect(apply).toHaveBeenCalledWith('result of ', '')
  })
})
