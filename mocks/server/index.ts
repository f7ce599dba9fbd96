import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createBackend, type Backend } from '../backend'
import type { Database } from '../kernel/db'
import { memoryPersistence } from '../kernel/db'
import { CONTEXT_PATH } from '../kernel/routes/paths'
import type { SocketHub } from '../kernel/socket/hub'
import { openFileStore } from './file-persistence'
import { createRequestListener } from './http-bridge'
import { attachSocketEndpoint } from './websocket'
import { startJobTimer } from '../kernel/scheduler/timer'

export interface MockServerOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** Keep the database in this JSON file (uploaded files in a folder beside it) across restarts; in memory only when absent. */
  persistenceFile?: string
  /**
   * Run the scheduled jobs on the wall clock (default true). The end-to-end runs turn it off: a reminder job falling
   * due while a test runs (08:00 on the firm's clock) would send messages the test never asked for; 立即执行 still runs
   * a job on demand.
   */
  scheduledJobs?: boolean
}

export interface MockServer {
  /** The API base the app is configured with: `http://host:port/jeecg-boot`. */
  url: string
  port: number
  db: Database
  hub: SocketHub
  backend: Backend
  /** Stops listening once the last change is written. */
  close(): Promise<void>
}

/**
 * The built-in backend as a real HTTP + WebSocket server, for the end-to-end runs and for pointing
 * a development build at it as if it were a JeecgBoot server.
 */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1'
  const store = options.persistenceFile ? openFileStore(options.persistenceFile) : undefined
  const backend = createBackend(
    store ? { persistence: store.persistence, fileBytes: () => store.fileBytes } : { persistence: memoryPersistence() },
  )
  let origin = `http://${host}:${options.port}`
  const listener = createRequestListener(backend.handlers, () => origin)
  // The listener answers every failure itself (a 500 Result), so its promise never rejects.
  const server = createServer((request, response) => void listener(request, response))
  // Idle keep-alive connections are closed by the client, never by this server. With Node's default (5 s) a server
  // whose event loop was busy (the test runner's main process hosts it in the end-to-end runs) ran the idle timer
  // before reading the request waiting on the socket, closed it, and the client got ECONNRESET: an end-to-end test's
  // fetch failed so on a busy machine (reproduced by blocking the loop for 7 s between two requests).
  server.keepAliveTimeout = 0
  const sockets = attachSocketEndpoint(server, backend.db, backend.hub, backend.vxeHub)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  origin = `http://${host}:${port}`
  // The scheduled jobs run while the server lives, and at start for the fire times missed while it was down.
  const stopJobs = options.scheduledJobs === false ? () => undefined : startJobTimer(backend.scheduler)
  return {
    url: `${origin}${CONTEXT_PATH}`,
    port,
    db: backend.db,
    hub: backend.hub,
    backend,
    close: async () => {
      stopJobs()
      await new Promise<void>((resolve, reject) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })
      await store?.idle()
    },
  }
}
