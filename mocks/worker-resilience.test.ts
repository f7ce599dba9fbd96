import { afterEach, describe, expect, it, vi } from 'vitest'
import { guardWorkerUpdates, openStoreOrExplain, startWithRetries, STORAGE_UNAVAILABLE } from './worker-resilience'

afterEach(() => vi.useRealTimers())

/** An `unhandledrejection` event as the browser fires it; true when nobody prevented its default (it is reported). */
function reject(target: EventTarget, reason: unknown): boolean {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })
  return target.dispatchEvent(event)
}

describe("the built-in backend's worker", () => {
  it('survives a failed update: taken off the unhandled rejections, logged once, asked again until it works', async () => {
    vi.useFakeTimers()
    const target = new EventTarget()
    const warn = vi.fn()
    const update = vi.fn().mockRejectedValueOnce(new Error('again')).mockResolvedValue(undefined)
    const undo = guardWorkerUpdates({ target, update, retryMs: 60_000, warn })
    const failure = new TypeError("Failed to update a ServiceWorker for scope ('/'): Not found")
    expect(reject(target, failure)).toBe(false)
    expect(reject(target, failure)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(update).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(update).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(update).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(update).toHaveBeenCalledTimes(2)
    // Another rejection is none of its business; after the undo a failed update is reported again.
    expect(reject(target, new Error('something else'))).toBe(true)
    undo()
    expect(reject(target, failure)).toBe(true)
  })

  it('tries a failed registration again, logs the first failure, and gives up with the last error', async () => {
    vi.useFakeTimers()
    const warn = vi.fn()
    const flaky = vi.fn().mockRejectedValueOnce(new Error('busy')).mockResolvedValue(undefined)
    const started = startWithRetries(flaky, [1_000, 5_000], warn)
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(started).resolves.toBeUndefined()
    expect(flaky).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledTimes(1)

    const broken = vi.fn().mockRejectedValue(new Error('no worker script'))
    const failed = startWithRetries(broken, [1_000, 5_000], warn)
    const settled = expect(failed).rejects.toThrow('no worker script')
    await vi.advanceTimersByTimeAsync(6_000)
    await settled
    expect(broken).toHaveBeenCalledTimes(3)
  })

  it('says in Chinese that the browser refuses it storage (a private window), the browser’s own words after it', async () => {
    const refused = () =>
      Promise.reject(
        new DOMException(
          'A mutation operation was attempted on a database that did not allow mutations.',
          'InvalidStateError',
        ),
      )
    await expect(openStoreOrExplain(refused)).rejects.toThrow(
      `${STORAGE_UNAVAILABLE}（A mutation operation was attempted`,
    )
    await expect(openStoreOrExplain(() => Promise.resolve('store'))).resolves.toBe('store')
  })
})
