import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { KvEntry } from '../kv'
import type { Row } from '../table'

/** The browser runtime's IndexedDB database; the BroadcastChannel between tabs carries the same name. */
export const BUILT_IN_BACKEND_DATABASE = 'ipr-admin-built-in-backend'

/** One table row, keyed by table and id (as a string, the way the tables compare ids). */
export interface StoredRow {
  table: string
  id: string
  /** Insertion position: a table lists its rows in insertion order, and keys alone would sort them by id. */
  seq: number
  row: Row
}

export interface BackendSchema extends DBSchema {
  rows: { key: [string, string]; value: StoredRow }
  kv: { key: string; value: KvEntry }
  /** Uploaded files' bytes by storage path. */
  files: { key: string; value: Blob }
  /** `seedVersion`: the seed the stored rows came from. */
  meta: { key: string; value: string }
}

export type BackendDatabase = IDBPDatabase<BackendSchema>

export const SEED_VERSION_KEY = 'seedVersion'

export function openBackendDatabase(name: string): Promise<BackendDatabase> {
  return openDB<BackendSchema>(name, 1, {
    upgrade(database) {
      database.createObjectStore('rows', { keyPath: ['table', 'id'] })
      database.createObjectStore('kv')
      database.createObjectStore('files')
      database.createObjectStore('meta')
    },
  })
}

/** What a tab announces after its save committed: which rows and keys to read back from the database. */
export interface SavedMessage {
  seedVersion: string
  replaced: boolean
  rows: Record<string, string[]>
  keys: string[]
}
