import { afterEach, expect, it, vi } from 'vitest'
import { periodOf } from '@renderers/dashboard/period'

afterEach(() => {
  vi.useRealTimers()
})

// The integration project runs the pages at GMT+8 (vitest.config.ts), as the firm's browsers and the backend count days.
it('counts 本月 from the first of the month just after midnight at GMT+8, as the backend dates that day', () => {
  vi.useFakeTimers({ now: new Date('2026-11-30T16:30:00Z'), toFake: ['Date'] })
  expect(periodOf('month')).toEqual({ begin: '2026-12-01', end: '2026-12-01' })
})
