import { afterEach, beforeEach, vi } from 'vitest'
import { INSERT_THROTTLE_MS } from '@renderers/form/editable-table/insert-throttle'

/**
 * The table refuses adds and inserts closer than 1,500 ms. The tests stop the clock, so two clicks always count as
 * too fast, and move it on with the returned function where a person would have paused.
 */
export function stopThrottleClock(): () => void {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())
  return () => vi.setSystemTime(Date.now() + INSERT_THROTTLE_MS)
}
