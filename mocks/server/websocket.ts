import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData } from 'ws'
import type { Database } from '../kernel/db'
import { CONTEXT_PATH } from '../kernel/routes/paths'
import { resolveToken } from '../kernel/services/session'
import type { SocketHub } from '../kernel/socket/hub'
import type { VxeHub } from '../kernel/socket/vxe-hub'

const SOCKET_PATH = new RegExp(`^${CONTEXT_PATH}/websocket/([^/?]+)`)
const VXE_SOCKET_PATH = new RegExp(`^${CONTEXT_PATH}/vxeSocket/[^/?]+/([^/?]+)`)

const textOf = (data: RawData): string =>
  (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString()

function reject(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/**
 * `/jeecg-boot/websocket/{userId}` on the node server. Like the real `WebsocketFilter`, the token
 * comes in `Sec-WebSocket-Protocol`, must be a live session, and is echoed back as the accepted
 * protocol; anything else is refused during the handshake.
 */
export function attachSocketEndpoint(server: Server, db: Database, hub: SocketHub, vxeHub: VxeHub): WebSocketServer {
  const sockets = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => [...protocols][0] ?? false })
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const page = VXE_SOCKET_PATH.exec(request.url ?? '')
    // The editable tables' shared socket is anonymous in the real ShiroConfig: no token is asked for.
    if (page)
      return sockets.handleUpgrade(request, socket, head, (client) => {
        const session = { send: (text: string) => client.send(text), close: () => client.close() }
        const disconnect = vxeHub.connect(decodeURIComponent(page[1]), session)
        client.on('message', (data) => vxeHub.receive(decodeURIComponent(page[1]), session, textOf(data)))
        client.on('close', disconnect)
      })
    const match = SOCKET_PATH.exec(request.url ?? '')
    if (!match) return reject(socket, '404 Not Found')
    const token = request.headers['sec-websocket-protocol'] ?? null
    if (resolveToken(db, token) === null) return reject(socket, '401 Unauthorized')
    sockets.handleUpgrade(request, socket, head, (client) => {
      const userId = decodeURIComponent(match[1])
      const disconnect = hub.connect(userId, { send: (text) => client.send(text) })
      client.on('message', (data) => hub.receive(userId, textOf(data)))
      client.on('close', disconnect)
    })
  })
  return sockets
}
