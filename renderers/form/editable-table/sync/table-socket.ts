/** Timing of JVxeTable's shared socket (vxeSocket.js): heartbeat, the wait for its reply, and the reconnect delay. */
export const TABLE_SOCKET_TIMING = {
  heartbeatInterval: 10_000,
  heartbeatTimeout: 6_000,
  reconnectDelay: 5_000,
} as const

export type SyncedRow = Record<string, unknown> & { id?: unknown }

export interface TableSocketOptions {
  /** `ws(s)://…/vxeSocket/{userId}/{pageId}` */
  url: string
  /** Which table of the page the messages are about (JVxeTable's socketKey). */
  socketKey: string
  /** This table instance: the server echoes a change to every page, the one that made it ignores it. */
  instanceId: string
  /** A row another page changed. */
  onUpdate: (row: SyncedRow) => void
  createSocket?: (url: string) => WebSocket
}

export interface TableSocket {
  /** Tells the other pages of the table that `row` changed. */
  send(row: SyncedRow): void
  close(): void
}

type Timer = ReturnType<typeof setTimeout>

/** WebSocket.OPEN, spelled out: node before 22 has no WebSocket global. */
const OPEN = 1

/** The row of a well-formed `update_vxe_table` message for this table from another instance, else undefined. */
export function updateFromOthers(text: unknown, socketKey: string, instanceId: string): SyncedRow | undefined {
  if (typeof text !== 'string') return undefined
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!message || typeof message !== 'object') return undefined
  const { type, data } = message as { type?: unknown; data?: { socketKey?: unknown; args?: unknown } }
  if (type !== 'update_vxe_table' || !data || data.socketKey !== socketKey || !Array.isArray(data.args))
    return undefined
  const [row, source] = data.args as unknown[]
  if (source === instanceId || !row || typeof row !== 'object' || (row as SyncedRow).id === undefined) return undefined
  return row as SyncedRow
}

const isHeartbeat = (text: unknown): boolean => {
  if (typeof text !== 'string') return false
  try {
    return (JSON.parse(text) as { type?: unknown } | null)?.type === 'heart_beat'
  } catch {
    return false
  }
}

/**
 * The shared table socket of JVxeTable: a heartbeat every 10 s whose reply must come within 6 s (else the socket is
 * closed as dead), a reconnect 5 s after any error or close, and the rows other pages changed.
 */
export function openTableSocket(options: TableSocketOptions): TableSocket {
  const create = options.createSocket ?? ((url) => new WebSocket(url))
  let socket: WebSocket | undefined
  let closed = false
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let replyWait: Timer | undefined
  let reconnect: Timer | undefined

  const post = (type: string, data: unknown) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify({ type, data }))
  }
  const stopHeartbeat = () => {
    clearInterval(heartbeat)
    clearTimeout(replyWait)
    heartbeat = undefined
    replyWait = undefined
  }
  const dropped = () => {
    stopHeartbeat()
    socket = undefined
    if (closed || reconnect !== undefined) return
    reconnect = setTimeout(() => {
      reconnect = undefined
      connect()
    }, TABLE_SOCKET_TIMING.reconnectDelay)
  }
  const connect = () => {
    const current = create(options.url)
    socket = current
    current.onopen = () => {
      heartbeat = setInterval(() => {
        post('heart_beat', 'ping')
        clearTimeout(replyWait)
        replyWait = setTimeout(() => current.close(), TABLE_SOCKET_TIMING.heartbeatTimeout)
      }, TABLE_SOCKET_TIMING.heartbeatInterval)
    }
    current.onmessage = (event: MessageEvent) => {
      if (isHeartbeat(event.data)) {
        clearTimeout(replyWait)
        replyWait = undefined
        return
      }
      const row = updateFromOthers(event.data, options.socketKey, options.instanceId)
      if (row) options.onUpdate(row)
    }
    current.onerror = () => current.close()
    current.onclose = () => {
      if (socket === current) dropped()
    }
  }
  connect()

  return {
    send: (row) =>
      post('common_send_date', {
        key: 'update_vxe_table',
        socketKey: options.socketKey,
        args: [row, options.instanceId],
      }),
    close() {
      closed = true
      clearTimeout(reconnect)
      stopHeartbeat()
      const current = socket
      socket = undefined
      current?.close()
    },
  }
}
