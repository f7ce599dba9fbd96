import type { WebSocketHandler } from 'msw'
import type { BackendCore } from '../backend-core'
import { resolveToken } from '../services/session'
import { NOTIFICATION_SOCKET } from './socket-links'
import { textOf } from '../services/text'

/**
 * `/websocket/{userId}` for runtimes where msw intercepts `new WebSocket(...)` (the browser, jsdom).
 * The token travels as the subprotocol; like `WebsocketFilter`, an invalid one never gets a
 * connection (the client sees the close an unanswered handshake gives, code 1006).
 */
export function socketHandler(backend: BackendCore): WebSocketHandler {
  return NOTIFICATION_SOCKET.addEventListener('connection', ({ client, params, info }) => {
    const token = Array.isArray(info.protocols) ? info.protocols.join(', ') : (info.protocols ?? '')
    if (resolveToken(backend.db, token) === null) {
      client.close(1006, 'Token失效，请重新登录!')
      return
    }
    const userId = String(params.userId)
    const disconnect = backend.hub.connect(userId, { send: (text) => client.send(text) })
    client.addEventListener('message', (event) => backend.hub.receive(userId, textOf(event.data)))
    client.addEventListener('close', disconnect)
  })
}
