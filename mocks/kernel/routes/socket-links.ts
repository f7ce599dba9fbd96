import { ws } from 'msw'
import { CONTEXT_PATH } from './paths'

/*
 * One link per socket endpoint for every backend made in this runtime: msw's `ws.link` adds a listener to a channel
 * the whole process shares and never removes it, so a link per backend (a test file makes dozens of backends) piles
 * them up. Each backend still takes a handler of its own from the link, answering from its own data.
 */

/** The notification socket (`@ServerEndpoint("/websocket/{userId}")`, the system module's message `WebSocket`). */
export const NOTIFICATION_SOCKET = ws.link(`*${CONTEXT_PATH}/websocket/:userId`)

/** The editable tables' live sharing of rows between pages showing the same table. */
export const VXE_SOCKET = ws.link(`*${CONTEXT_PATH}/vxeSocket/:userId/:pageId`)
