import { AREAS, SEED_VERSION } from './areas'
import { seedOf } from './kernel/area'
import { openDatabase, type Database } from './kernel/db/database'
import type { Persistence } from './kernel/db/persistence'

/** The seed of every area, in the order `AREAS` lists them. */
const seed = seedOf(AREAS, SEED_VERSION)

export interface CreateDatabaseOptions {
  /** Without one, the database lives in memory only and nothing else can open its state (tests). */
  persistence?: Persistence
  now?: () => number
  /** Seed once and restore a copy on reset (see `OpenDatabaseOptions.seedOnce`). */
  seedOnce?: boolean
}

/** Nothing to save to and nothing stored: no other database can open this adapter, so a save could never be read. */
const inMemoryOnly: Persistence = { load: () => null, save: () => undefined }

/** A database holding the seeded data (or, with a persistence adapter, what was stored before). */
export function createDatabase(options: CreateDatabaseOptions = {}): Database {
  return openDatabase({
    persistence: options.persistence ?? inMemoryOnly,
    seed,
    now: options.now,
    seedOnce: options.seedOnce,
  })
}

/** Back to freshly seeded state: every table and key is dropped and the seed runs again. */
export function resetDatabase(db: Database): void {
  db.reset()
}
