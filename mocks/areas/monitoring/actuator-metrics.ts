import type { BackendCore } from '../../kernel/backend-core'
import { liveTokens } from '../../kernel/services/session'

/** Spring Boot 2.6's `MetricResponse`. */
export interface MetricResponse {
  name: string
  description: string | null
  baseUnit: string | null
  measurements: Array<{ statistic: string; value: number }>
  availableTags: Array<{ tag: string; values: string[] }>
}

const MB = 1_048_576
const startedAtByBackend = new WeakMap<BackendCore, number>()

/** When this backend "started": its first metric request, so uptime counts from when the monitor first looked. */
function startedAt(backend: BackendCore): number {
  let started = startedAtByBackend.get(backend)
  if (started === undefined) startedAtByBackend.set(backend, (started = backend.db.now() - 3_600_000))
  return started
}

/** A value that wanders around `base` by up to `spread` over a period of seconds: a heap, a CPU load. */
const wander = (now: number, base: number, spread: number, periodSeconds: number) =>
  base + spread * Math.sin(now / (periodSeconds * 1000))

const gauge = (name: string, baseUnit: string | null, value: number, description: string | null = null) => ({
  name,
  description,
  baseUnit,
  measurements: [{ statistic: 'VALUE', value }],
  availableTags: [],
})

/**
 * The metrics `/actuator/metrics/{name}` knows on the built-in backend: JVM memory that breathes, Tomcat sessions
 * counted from the live tokens, CPU figures that move. An unknown name is null (HTTP 404).
 */
export function metric(backend: BackendCore, name: string): MetricResponse | null {
  const now = backend.db.now()
  const uptime = (now - startedAt(backend)) / 1000
  const sessions = liveTokens(backend.db).length
  const logins = backend.db
    .table('sys_log')
    .list()
    .filter((row) => row.logType === 1).length
  const used = wander(now, 310 * MB, 60 * MB, 20)
  switch (name) {
    case 'system.cpu.count':
      return gauge(name, null, 8, 'The number of processors available to the Java virtual machine')
    case 'system.cpu.usage':
      return gauge(name, null, wander(now, 0.18, 0.08, 9), 'The "recent cpu usage" of the system')
    case 'process.cpu.usage':
      return gauge(
        name,
        null,
        wander(now, 0.06, 0.04, 7),
        'The "recent cpu usage" for the Java Virtual Machine process',
      )
    case 'process.start.time':
      return gauge(name, 'seconds', startedAt(backend) / 1000, 'Start time of the process since unix epoch.')
    case 'process.uptime':
      return gauge(name, 'seconds', uptime, 'The uptime of the Java virtual machine')
    case 'jvm.memory.max':
      return gauge(name, 'bytes', 4_294 * MB)
    case 'jvm.memory.committed':
      return gauge(name, 'bytes', 612 * MB)
    case 'jvm.memory.used':
      return gauge(name, 'bytes', used)
    case 'jvm.buffer.memory.used':
      return gauge(name, 'bytes', 2.4 * MB)
    case 'jvm.buffer.count':
      return gauge(name, 'buffers', 14)
    case 'jvm.threads.daemon':
      return gauge(name, 'threads', 38)
    case 'jvm.threads.live':
      return gauge(name, 'threads', 52 + sessions)
    case 'jvm.threads.peak':
      return gauge(name, 'threads', 64 + sessions)
    case 'jvm.classes.loaded':
      return gauge(name, 'classes', 18_240)
    case 'jvm.classes.unloaded':
      return gauge(name, 'classes', 12)
    case 'jvm.gc.memory.allocated':
      return { ...gauge(name, 'bytes', 0), measurements: [{ statistic: 'COUNT', value: 2_180 * MB + uptime * MB }] }
    case 'jvm.gc.memory.promoted':
      return { ...gauge(name, 'bytes', 0), measurements: [{ statistic: 'COUNT', value: 96 * MB }] }
    case 'jvm.gc.max.data.size':
      return gauge(name, 'bytes', 2_732 * MB)
    case 'jvm.gc.live.data.size':
      return gauge(name, 'bytes', 148 * MB)
    case 'jvm.gc.pause': {
      const count = 12 + Math.floor(uptime / 90)
      return {
        name,
        description: 'Time spent in GC pause',
        baseUnit: 'seconds',
        measurements: [
          { statistic: 'COUNT', value: count },
          { statistic: 'TOTAL_TIME', value: count * 0.021 },
          { statistic: 'MAX', value: 0.034 },
        ],
        availableTags: [{ tag: 'action', values: ['end of minor GC', 'end of major GC'] }],
      }
    }
    case 'tomcat.sessions.created':
      return { ...gauge(name, 'sessions', 0), measurements: [{ statistic: 'COUNT', value: logins }] }
    case 'tomcat.sessions.expired':
      return {
        ...gauge(name, 'sessions', 0),
        measurements: [{ statistic: 'COUNT', value: Math.max(0, logins - sessions) }],
      }
    case 'tomcat.sessions.active.current':
      return gauge(name, 'sessions', sessions)
    case 'tomcat.sessions.active.max':
      return gauge(name, 'sessions', Math.max(sessions, 6))
    case 'tomcat.sessions.rejected':
      return { ...gauge(name, 'sessions', 0), measurements: [{ statistic: 'COUNT', value: 0 }] }
    default:
      return null
  }
}
