import type { WebSocketHandler } from 'msw'
import type { BackendCore } from '../backend-core'
import { VXE_SOCKET } from './socket-links'
import { textOf } from '../services/text'

/**
 * `/vxeSocket/{userId}/{pageId}` for runtimes where msw intercepts `new WebSocket(...)` (the browser, jsdom). Like
 * the real endpoint (anonymous in ShiroConfig), it asks for no token.
 */
export function vxeSocketHandler(backend: BackendCore): WebSocketHandler {
  return VXE_SOCKET.addEventListener('connection', ({ client, params }) => {
    const pageId = String(params.pageId)
    const session = { send: (text: string) => client.send(text), close: () => client.close() }
    const disconnect = backend.vxeHub.connect(pageId, session)
    client.addEventListener('message', (event) => backend.vxeHub.receive(pageId, session, textOf(event.data)))
    client.addEventListener('close', disconnect)
  })
}
