import { setupServer, type SetupServer } from 'msw/node'
import { createBackend, type Backend, type BackendOptions, type Checkpoints } from './backend'
import type { Database } from './kernel/db'
import type { SocketHub } from './kernel/socket/hub'

export interface TestServer extends Checkpoints {
  /** msw's node server: `listen()` before the tests, `resetHandlers()`/`use()` as usual, `close()` after. */
  server: SetupServer
  backend: Backend
  /** The store behind the handlers, for arranging data and asserting on it. */
  db: Database
  hub: SocketHub
  /** Back to freshly seeded data, forgetting the checkpoint. */
  reset: () => void
}

/**
 * The built-in backend for vitest: msw in-process over a fresh in-memory database (pass a
 * persistence adapter to test persistence). Intercepts `fetch`, `XMLHttpRequest` and, where the
 * environment has one, `WebSocket`. The seed runs once; `reset` and `rollback` copy back the tables written since.
 */
export function createTestServer(options: BackendOptions = {}): TestServer {
  const backend = createBackend({ seedOnce: true, ...options })
  const server = setupServer(...backend.handlers, backend.socketHandler, backend.vxeSocketHandler)
  const { db, hub, reset, checkpoint, rollback } = backend
  return { server, backend, db, hub, reset, checkpoint, rollback }
}
