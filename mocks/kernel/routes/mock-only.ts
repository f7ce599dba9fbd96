import { ok, okMessage } from '../services/result'
import type { Route } from './route'

/**
 * Endpoints of the built-in backend only — not part of the real contract — for the end-to-end
 * harness: read the text messages "sent" to a phone, reseed between scenarios, count and kill the editable tables'
 * shared sockets.
 */
export const mockOnlyRoutes: Route[] = [
  {
    path: '/__mock__/sms-outbox',
    methods: ['GET'],
    handle(context) {
      return ok(context.backend.sms.list(context.query.get('mobile') ?? undefined))
    },
  },
  {
    path: '/__mock__/reset',
    methods: ['POST'],
    handle(context) {
      context.backend.reset()
      return okMessage('内置后端已重置为初始数据')
    },
  },
  {
    path: '/__mock__/vxe-sockets',
    methods: ['GET'],
    handle(context) {
      return ok(context.backend.vxeHub.socketsOf(context.query.get('pageId') ?? ''))
    },
  },
  {
    path: '/__mock__/vxe-sockets/drop',
    methods: ['POST'],
    handle(context) {
      return ok(context.backend.vxeHub.dropAll())
    },
  },
]
