import type { KvEntry } from './kv'
import type { Row } from './table'

/** Everything the built-in backend knows: table rows plus the Redis-like key/value entries. */
export interface PersistedState {
  /** The seed that produced this state; a different seed version discards it and reseeds. */
  seedVersion: string
  tables: Record<string, Row[]>
  kv: Record<string, KvEntry>
}

/** Where a database keeps its state between runs. `load` returns null when nothing usable is stored. */
export interface Persistence {
  load(seedVersion: string): PersistedState | null
  save(state: PersistedState): void
}

/** A stored copy if it parses and was made from this seed; a truncated, hand-edited or stale copy is worth a reseed, not a failure. */
export function restoreState(text: string | null, seedVersion: string): PersistedState | null {
  if (text === null) return null
  try {
    const state = JSON.parse(text) as PersistedState
    return state.seedVersion === seedVersion ? state : null
  } catch {
    return null
  }
}

/**
 * Keeps the last saved state in this object only: each test gets an isolated database, and a test
 * can still simulate a restart by opening a second database on the same adapter.
 */
export function memoryPersistence(): Persistence {
  let stored: string | null = null
  return {
    load: (seedVersion) => restoreState(stored, seedVersion),
    save(state) {
      stored = JSON.stringify(state)
    },
  }
}

export const LOCAL_STORAGE_KEY_PREFIX = 'ipr-admin:built-in-backend:'

/**
 * The browser runtime: the whole database under one localStorage key that carries the seed
 * version, so a new seed (new fields, new menus) replaces stale demo data instead of mixing with it.
 * Keys of other versions are removed so old copies do not eat the storage quota.
 */
export function localStoragePersistence(storage: Storage = globalThis.localStorage): Persistence {
  const keyFor = (seedVersion: string) => `${LOCAL_STORAGE_KEY_PREFIX}${seedVersion}`
  return {
    load(seedVersion) {
      for (let index = storage.length - 1; index >= 0; index -= 1) {
        const key = storage.key(index)
        if (key !== null && key.startsWith(LOCAL_STORAGE_KEY_PREFIX) && key !== keyFor(seedVersion))
          storage.removeItem(key)
      }
      return restoreState(storage.getItem(keyFor(seedVersion)), seedVersion)
    },
    save(state) {
      try {
        storage.setItem(keyFor(state.seedVersion), JSON.stringify(state))
      } catch (error) {
        // Quota exceeded or storage disabled: keep serving from memory rather than failing the request.
        console.warn('[内置后端] 无法写入 localStorage，本次修改只保留到页面刷新前', error)
      }
    },
  }
}
