/** Timing of the notification socket: heartbeat, reconnection 5 s after a drop, and polling while it is down. */
export const SOCKET_TIMING = {
  heartbeatMessage: 'HeartBeat',
  /** Silence after which a heartbeat goes out, and then the wait for any answer before the socket counts as dead. */
  heartbeatTimeout: 20_000,
  reconnectDelay: 5_000,
  pollInterval: 6_000,
} as const

/**
 * The commands the backend's `WebSocket` endpoint sends when announcements change (`topic` to everyone, `user` to the
 * addressed users; `WebsocketConst`); `heartcheck` and the rest only prove life.
 */
const PUSH_COMMANDS = new Set(['topic', 'user'])

export interface NotificationSocketOptions {
  url: string
  /** Sent as the subprotocol: the server's WebsocketFilter reads the token there. */
  token: string
  /** A push arrived, or the socket came back after a drop and may have missed some. */
  onNotice: () => void
  /** One round of fallback polling while the socket is down; false (the fetch failed) stops polling. */
  poll: () => Promise<boolean>
  createSocket?: (url: string, protocols: string[]) => WebSocket
}

export interface NotificationSocket {
  close(): void
}

type Timer = ReturnType<typeof setTimeout>

function commandOf(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const message: unknown = JSON.parse(data)
    const cmd = message && typeof message === 'object' ? (message as { cmd?: unknown }).cmd : undefined
    return typeof cmd === 'string' ? cmd : undefined
  } catch {
    return undefined
  }
}

/**
 * `/websocket/{userId}` with the heartbeat of the original heartCheck, a reconnect after every error or close, and
 * polling of the unread list while the socket is down.
 */
export function openNotificationSocket(options: NotificationSocketOptions): NotificationSocket {
  const create = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols))
  let socket: WebSocket | undefined
  let closed = false
  let droppedBefore = false
  let heartbeat: Timer | undefined
  let answerWait: Timer | undefined
  let reconnect: Timer | undefined
  let polling: ReturnType<typeof setInterval> | undefined
  let pollingFailed = false

  const stopHeartbeat = () => {
    clearTimeout(heartbeat)
    clearTimeout(answerWait)
  }

  const armHeartbeat = () => {
    stopHeartbeat()
    heartbeat = setTimeout(() => {
      try {
        socket?.send(SOCKET_TIMING.heartbeatMessage)
      } catch {
        // A socket that cannot send is dead; the answer timeout below reports it.
      }
      answerWait = setTimeout(dropped, SOCKET_TIMING.heartbeatTimeout)
    }, SOCKET_TIMING.heartbeatTimeout)
  }

  const stopPolling = () => {
    clearInterval(polling)
    polling = undefined
  }

  const startPolling = () => {
    if (polling !== undefined || pollingFailed) return
    polling = setInterval(() => {
      void options.poll().then((ok) => {
        if (ok) return
        pollingFailed = true
        stopPolling()
      })
    }, SOCKET_TIMING.pollInterval)
  }

  function detach(dead: WebSocket) {
    dead.onopen = dead.onmessage = dead.onerror = dead.onclose = null
    try {
      dead.close()
    } catch {
      // Closing a socket that never opened may throw; it is gone either way.
    }
  }

  function dropped() {
    stopHeartbeat()
    if (socket) detach(socket)
    socket = undefined
    if (closed) return
    droppedBefore = true
    startPolling()
    reconnect ??= setTimeout(() => {
      reconnect = undefined
      connect()
    }, SOCKET_TIMING.reconnectDelay)
  }

  function connect() {
    if (closed) return
    try {
      socket = create(options.url, [options.token])
    } catch {
      dropped()
      return
    }
    socket.onopen = () => {
      stopPolling()
      pollingFailed = false
      armHeartbeat()
      if (droppedBefore) options.onNotice()
    }
    socket.onmessage = (event: MessageEvent) => {
      armHeartbeat()
      const cmd = commandOf(event.data)
      if (cmd && PUSH_COMMANDS.has(cmd)) options.onNotice()
    }
    socket.onerror = dropped
    socket.onclose = dropped
  }

  connect()
  return {
    close() {
      closed = true
      clearTimeout(reconnect)
      stopHeartbeat()
      stopPolling()
      if (socket) detach(socket)
      socket = undefined
    },
  }
}
