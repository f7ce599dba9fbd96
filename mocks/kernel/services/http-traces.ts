import type { BackendCore } from '../backend-core'

/** Spring's `InMemoryHttpTraceRepository` keeps the latest hundred exchanges. */
const CAPACITY = 100

export interface HttpTrace {
  timestamp: string
  principal: null
  session: null
  request: { method: string; uri: string; headers: Record<string, string[]>; remoteAddress: null }
  response: { status: number; headers: Record<string, string[]> }
  timeTaken: number
}

const tracesByBackend = new WeakMap<BackendCore, HttpTrace[]>()

/** The exchanges the backend answered, newest first. */
export function httpTraces(backend: BackendCore): HttpTrace[] {
  return tracesByBackend.get(backend) ?? []
}

/**
 * Records one answered request as the actuator's trace does: request headers (the caller's token among them,
 * which is why the monitor never shows headers), status and time taken.
 */
export function recordTrace(backend: BackendCore, request: Request, status: number, startedAt: number): void {
  const headers: Record<string, string[]> = {}
  request.headers.forEach((value, name) => {
    if (name.toLowerCase() !== 'authorization') headers[name] = [value]
  })
  const trace: HttpTrace = {
    timestamp: new Date(backend.db.now()).toISOString(),
    principal: null,
    session: null,
    request: { method: request.method, uri: request.url, headers, remoteAddress: null },
    response: { status, headers: { 'Content-Type': ['application/json'] } },
    timeTaken: Math.max(1, Date.now() - startedAt),
  }
  tracesByBackend.set(backend, [trace, ...httpTraces(backend)].slice(0, CAPACITY))
}
