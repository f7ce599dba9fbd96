import type { UnhandledRequestCallback } from 'msw'
import type { SetupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * Remembers every request no handler answered. msw's own 'error' strategy only prints and answers with a network
 * error, which the app catches like any failed call; here the request is still refused, and `assertNoneUnhandled`
 * turns it into a failure of the test that sent it.
 */
export function recordUnhandledRequests() {
  const unhandled: string[] = []
  const onUnhandledRequest: UnhandledRequestCallback = (request, print) => {
    unhandled.push(`${request.method} ${request.url}`)
    print.error()
  }
  return {
    onUnhandledRequest,
    /** Throws naming each request since the last call; the list starts empty again, so one test is blamed once. */
    assertNoneUnhandled: (): void => {
      const seen = unhandled.splice(0)
      if (seen.length === 0) return
      throw new Error(`msw: no handler answered:${seen.map((request) => `\n  ${request}`).join('')}`)
    },
  }
}

export interface SuiteHooks {
  beforeAll: (run: () => void) => void
  afterEach: (run: () => void) => void
  afterAll: (run: () => void) => void
}

const vitestHooks: SuiteHooks = { beforeAll, afterEach, afterAll }

/**
 * Serves `server` to the calling file's tests: listening before the first, closed after the last, and failing each
 * test that sent a request no handler answers. Register it before any hook that already sends requests.
 */
export function serveInTests(server: SetupServer, hooks: SuiteHooks = vitestHooks): void {
  const recorder = recordUnhandledRequests()
  hooks.beforeAll(() => server.listen({ onUnhandledRequest: recorder.onUnhandledRequest }))
  hooks.afterEach(recorder.assertNoneUnhandled)
  hooks.afterAll(() => server.close())
}
