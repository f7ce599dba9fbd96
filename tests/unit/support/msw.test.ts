import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { describe, expect, it, vi } from 'vitest'
import { serveInTests, type SuiteHooks } from '../../support/msw'

/** Collects what `serveInTests` registers, so the test can play a file's lifecycle and see what fails. */
function fakeSuite() {
  const hooks: Record<keyof SuiteHooks, (() => void)[]> = { beforeAll: [], afterEach: [], afterAll: [] }
  const suite: SuiteHooks = {
    beforeAll: (run) => hooks.beforeAll.push(run),
    afterEach: (run) => hooks.afterEach.push(run),
    afterAll: (run) => hooks.afterAll.push(run),
  }
  const runAll = (phase: keyof SuiteHooks) => hooks[phase].forEach((run) => run())
  return { suite, runAll }
}

describe('serveInTests', () => {
  it('fails the test that sent a request no handler answers, naming each such request', async () => {
    // msw prints its own report of the refused request; the failure below is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const server = setupServer(http.get('http://backend.test/known', () => HttpResponse.json({ ok: true })))
    const { suite, runAll } = fakeSuite()
    serveInTests(server, suite)
    runAll('beforeAll')
    try {
      expect((await fetch('http://backend.test/known')).ok).toBe(true)
      await expect(fetch('http://backend.test/unknown?page=1')).rejects.toThrow()
      await expect(fetch('http://backend.test/other', { method: 'POST' })).rejects.toThrow()

      expect(() => runAll('afterEach')).toThrow(
        'msw: no handler answered:\n  GET http://backend.test/unknown?page=1\n  POST http://backend.test/other',
      )
      // The next test starts clean: only its own requests can fail it.
      expect(() => runAll('afterEach')).not.toThrow()
    } finally {
      runAll('afterAll')
      vi.restoreAllMocks()
    }
  })

  it('lets a test pass whose every request was answered', async () => {
    const server = setupServer(http.get('http://backend.test/known', () => HttpResponse.json({ ok: true })))
    const { suite, runAll } = fakeSuite()
    serveInTests(server, suite)
    runAll('beforeAll')
    try {
      await fetch('http://backend.test/known')
      expect(() => runAll('afterEach')).not.toThrow()
    } finally {
      runAll('afterAll')
    }
  })
})
