import { setupServer, type SetupServer } from 'msw/node'
import { createBackend, type Backend, type BackendOptions } from './backend'
import type { Database } from './db'
import type { SocketHub } from './socket/hub'

export interface TestServer {
  /** msw's node server: `listen()` before the tests, `resetHandlers()`/`use()` as usual, `close()` after. */
  server: SetupServer
  backend: Backend
  /** The store behind the handlers, for arranging data and asserting on it. */
  db: Database
  hub: SocketHub
  /** Back to freshly seeded data between tests. */
  reset: () => void
}

/**
 * The built-in backend for vitest: msw in-process over a fresh in-memory database (pass a
 * persistence adapter to test persistence). Intercepts `fetch`, `XMLHttpRequest` and, where the
 * environment has one, `WebSocket`. The seed runs once; `reset` restores a copy of its rows.
 */
export function createTestServer(options: BackendOptions = {}): TestServer {
  const backend = createBackend({ seedOnce: true, ...options })
  const server = setupServer(...backend.handlers, backend.socketHandler, backend.vxeSocketHandler)
  return { server, backend, db: backend.db, hub: backend.hub, reset: backend.reset }
}
