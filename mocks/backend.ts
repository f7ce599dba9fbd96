import type { HttpHandler, WebSocketHandler } from 'msw'
import { createDatabase } from './database'
import type { Database, Persistence } from './kernel/db'
import { databaseFileBytes, type FileBytes } from './kernel/services/file-bytes'
import { OPERATION_PERMISSIONS } from '../schemas/generated/operation-permissions'
import { AREAS } from './areas'
import { httpHandlers, jobsOf } from './kernel/area'
import { socketHandler } from './kernel/routes/websocket'
import { createSmsOutbox, type SmsMessage } from './kernel/services/sms'
import { createSocketHub } from './kernel/socket/hub'
import { createVxeHub } from './kernel/socket/vxe-hub'
import { vxeSocketHandler } from './kernel/routes/vxe-socket'
import type { BackendCore } from './kernel/backend-core'
import { createScheduler, type Scheduler } from './kernel/scheduler/scheduler'

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
  /** Runs the scheduled jobs that fell due; the runtime calls it (see `startJobTimer`), tests with their own clock. */
  scheduler: Scheduler
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
    jobs: jobsOf(AREAS),
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
    handlers: httpHandlers(core, AREAS, OPERATION_PERMISSIONS),
    socketHandler: socketHandler(core),
    vxeSocketHandler: vxeSocketHandler(core),
    scheduler: createScheduler(core),
  }
}
