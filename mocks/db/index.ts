import { seed } from '../seed'
import { openDatabase, type Database } from './database'
import { memoryPersistence, type Persistence } from './persistence'

export type { Database, SeedDefinition } from './database'
export type * from './entities'
export {
  memoryPersistence,
  restoreState,
  type ChangeSet,
  type PersistedState,
  type Persistence,
  type TableChanges,
} from './persistence'
export type { QueryOptions, Row, RowId, Table } from './table'

export interface CreateDatabaseOptions {
  /** Defaults to an isolated in-memory store (tests). */
  persistence?: Persistence
  now?: () => number
}

/** A database holding the seeded data (or, with a persistence adapter, what was stored before). */
export function createDatabase(options: CreateDatabaseOptions = {}): Database {
  return openDatabase({ persistence: options.persistence ?? memoryPersistence(), seed, now: options.now })
}

/** Back to freshly seeded state: every table and key is dropped and the seed runs again. */
export function resetDatabase(db: Database): void {
  db.reset()
}
