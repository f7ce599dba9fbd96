/**
 * The server side of `/websocket/{userId}` (the real `WebSocket` endpoint), independent of how
 * sockets arrive: the node server registers `ws` connections, the browser runtime registers msw
 * `ws.link` clients. Handlers push announcements through it without knowing which runtime they are in.
 */

/** fastjson text `{cmd, msgId, msgTxt}` (constants of `WebsocketConst`). */
export interface SocketMessage {
  cmd: 'topic' | 'user' | 'heartcheck' | 'email' | 'sign' | (string & {})
  msgId?: string
  msgTxt?: string
  [extra: string]: unknown
}

export interface SocketSession {
  send(text: string): void
}

export interface SocketHub {
  /** Registers a session for `userId`; the returned function unregisters it. */
  connect(userId: string, session: SocketSession): () => void
  /** Pushes to every session of one user (the `cmd:"user"` messages); returns how many got it. */
  sendToUser(userId: string, message: SocketMessage): number
  /** Pushes to every session (the `cmd:"topic"` messages); returns how many got it. */
  broadcast(message: SocketMessage): number
  /** The real server's reaction to any text from any client: a heartbeat reply to all sessions. */
  receive(userId: string, text: string): void
  connectedUsers(): string[]
}

export const HEARTCHECK: SocketMessage = { cmd: 'heartcheck', msgTxt: '心跳响应' }

export function createSocketHub(): SocketHub {
  const sessions = new Map<string, Set<SocketSession>>()
  const deliver = (targets: Iterable<SocketSession>, message: SocketMessage) => {
    const text = JSON.stringify(message)
    let delivered = 0
    for (const session of targets) {
      try {
        session.send(text)
        delivered += 1
      } catch {
        // A socket closing underneath us is the client's loss, not a reason to stop the push.
      }
    }
    return delivered
  }
  const all = () => [...sessions.values()].flatMap((set) => [...set])
  return {
    connect(userId, session) {
      let set = sessions.get(userId)
      if (!set) {
        set = new Set()
        sessions.set(userId, set)
      }
      set.add(session)
      return () => {
        set.delete(session)
        if (set.size === 0) sessions.delete(userId)
      }
    },
    sendToUser: (userId, message) => deliver(sessions.get(userId) ?? [], message),
    broadcast: (message) => deliver(all(), message),
    receive() {
      deliver(all(), HEARTCHECK)
    },
    connectedUsers: () => [...sessions.keys()],
  }
}
