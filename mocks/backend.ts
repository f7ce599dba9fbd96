import type { HttpHandler, WebSocketHandler } from 'msw'
import { createDatabase, type Database, type Persistence } from './db'
import { databaseFileBytes, type FileBytes } from './services/file-bytes'
import { createHttpHandlers, socketHandler } from './handlers'
import { createSmsOutbox, type SmsMessage, type SmsOutbox } from './services/sms'
import { createSocketHub, type SocketHub } from './socket/hub'
import { createVxeHub, type VxeHub } from './socket/vxe-hub'
import { vxeSocketHandler } from './handlers/vxe-socket'

/** The state every handler works on, whichever runtime hosts it. */
export interface BackendCore {
  db: Database
  hub: SocketHub
  /** The editable tables' shared socket `/vxeSocket/{userId}/{pageId}`. */
  vxeHub: VxeHub
  sms: SmsOutbox
  /** The bytes of uploaded files. */
  files: FileBytes
  /** Reseeds the database, empties the SMS outbox and forgets uploaded files (sessions go with the database). */
  reset: () => void
}

/** What a test backend adds: a restore point between the seed and each test (see `Database.checkpoint`). */
export interface Checkpoints {
  /** The database as it is now becomes what `rollback` returns to. */
  checkpoint: () => void
  /** The database back to the checkpoint (the seed when there is none); the SMS outbox emptied. */
  rollback: () => void
}

export interface Backend extends BackendCore, Checkpoints {
  /** msw HTTP handlers in matching order (the catch-all last). */
  handlers: HttpHandler[]
  /** msw handler for `/websocket/{userId}` where msw intercepts WebSockets (browser, jsdom). */
  socketHandler: WebSocketHandler
  /** msw handler for `/vxeSocket/{userId}/{pageId}` where msw intercepts WebSockets. */
  vxeSocketHandler: WebSocketHandler
}

export interface BackendOptions {
  persistence?: Persistence
  now?: () => number
  /** Seed once and restore a copy on reset (see `OpenDatabaseOptions.seedOnce`); the test backends reset after every test. */
  seedOnce?: boolean
  /** Called for every text message "sent" (the browser runtime prints the code to the console). */
  onSms?: (message: SmsMessage) => void
  /** Where uploaded files keep their bytes; by default a table of the database. */
  fileBytes?: (db: Database) => FileBytes
}

export function createBackend(options: BackendOptions = {}): Backend {
  const db = createDatabase({ persistence: options.persistence, now: options.now, seedOnce: options.seedOnce })
  const sms = createSmsOutbox(options.onSms)
  const files = (options.fileBytes ?? databaseFileBytes)(db)
  const core: BackendCore = {
    db,
    hub: createSocketHub(),
    vxeHub: createVxeHub(),
    sms,
    files,
    reset() {
      db.reset()
      sms.clear()
      files.clear()
    },
  }
  return {
    ...core,
    checkpoint: () => db.checkpoint(),
    rollback() {
      db.rollback()
      sms.clear()
    },
    handlers: createHttpHandlers(core),
    socketHandler: socketHandler(core),
    vxeSocketHandler: vxeSocketHandler(core),
  }
}
