import type { Database } from './db'
import type { JobRegistry } from './scheduler/jobs'
import type { FileBytes } from './services/file-bytes'
import type { SmsOutbox } from './services/sms'
import type { SocketHub } from './socket/hub'
import type { VxeHub } from './socket/vxe-hub'

/** The state every handler works on, whichever runtime hosts it. */
export interface BackendCore {
  db: Database
  hub: SocketHub
  /** The editable tables' shared socket `/vxeSocket/{userId}/{pageId}`. */
  vxeHub: VxeHub
  sms: SmsOutbox
  /** The bytes of uploaded files. */
  files: FileBytes
  /** The scheduled jobs' code by class name, from every area. */
  jobs: JobRegistry
  /** Reseeds the database, empties the SMS outbox and forgets uploaded files (sessions go with the database). */
  reset: () => void
}
