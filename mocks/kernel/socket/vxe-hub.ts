/**
 * The server side of `/vxeSocket/{userId}/{pageId}` (JeecgBoot's `VxeSocket` endpoint behind JVxeTable's shared
 * socket), independent of how sockets arrive. A heartbeat is answered to its sender; a `common_send_date` is handed
 * on as the message named by its key to every socket of the same page, the sender included (the table that made the
 * change recognises its own id and ignores it). Anything else is ignored.
 */
export interface VxeSession {
  send(text: string): void
  close(): void
}

export interface VxeHub {
  /** Registers a socket of `pageId`; the returned function unregisters it. */
  connect(pageId: string, session: VxeSession): () => void
  receive(pageId: string, from: VxeSession, text: string): void
  /** How many sockets `pageId` has open. */
  socketsOf(pageId: string): number
  /** Closes every socket of every page (the end-to-end harness's way to kill the connection); returns how many. */
  dropAll(): number
}

interface Incoming {
  type?: unknown
  data?: { key?: unknown; socketKey?: unknown; args?: unknown }
}

function parse(text: string): Incoming | undefined {
  try {
    const message: unknown = JSON.parse(text)
    return message && typeof message === 'object' ? message : undefined
  } catch {
    return undefined
  }
}

export function createVxeHub(): VxeHub {
  const pages = new Map<string, Set<VxeSession>>()
  const deliver = (session: VxeSession, message: unknown) => {
    try {
      session.send(JSON.stringify(message))
    } catch {
      // A socket closing underneath us is that page's loss, not a reason to stop the others' copies.
    }
  }
  return {
    connect(pageId, session) {
      let page = pages.get(pageId)
      if (!page) {
        page = new Set()
        pages.set(pageId, page)
      }
      page.add(session)
      return () => {
        page.delete(session)
        if (page.size === 0) pages.delete(pageId)
      }
    },
    receive(pageId, from, text) {
      const message = parse(text)
      if (message?.type === 'heart_beat') return deliver(from, { type: 'heart_beat', data: 'pong' })
      const data = message?.data
      if (message?.type !== 'common_send_date' || typeof data?.key !== 'string' || !Array.isArray(data.args)) return
      for (const session of pages.get(pageId) ?? [])
        deliver(session, { type: data.key, data: { socketKey: data.socketKey, args: data.args } })
    },
    socketsOf: (pageId) => pages.get(pageId)?.size ?? 0,
    dropAll() {
      const sessions = [...pages.values()].flatMap((page) => [...page])
      pages.clear()
      sessions.forEach((session) => session.close())
      return sessions.length
    },
  }
}
