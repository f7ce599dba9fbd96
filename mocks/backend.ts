import type { HttpHandler, WebSocketHandler } from 'msw'
import { createDatabase, type Database, type Persistence } from './db'
import { createHttpHandlers, socketHandler } from './handlers'
import { createSmsOutbox, type SmsMessage, type SmsOutbox } from './services/sms'
import { createSocketHub, type SocketHub } from './socket/hub'

/** The state every handler works on, whichever runtime hosts it. */
export interface BackendCore {
  db: Database
  hub: SocketHub
  sms: SmsOutbox
  /** Reseeds the database and empties the SMS outbox (sessions go with the database). */
  reset(): void
}

export interface Backend extends BackendCore {
  /** msw HTTP handlers in matching order (the catch-all last). */
  handlers: HttpHandler[]
  /** msw handler for `/websocket/{userId}` where msw intercepts WebSockets (browser, jsdom). */
  socketHandler: WebSocketHandler
}

export interface BackendOptions {
  persistence?: Persistence
  now?: () => number
  /** Called for every text message "sent" (the browser runtime prints the code to the console). */
  onSms?: (message: SmsMessage) => void
}

export function createBackend(options: BackendOptions = {}): Backend {
  const db = createDatabase({ persistence: options.persistence, now: options.now })
  const sms = createSmsOutbox(options.onSms)
  const core: BackendCore = {
    db,
    hub: createSocketHub(),
    sms,
    reset() {
      db.reset()
      sms.clear()
    },
  }
  return { ...core, handlers: createHttpHandlers(core), socketHandler: socketHandler(core) }
}
