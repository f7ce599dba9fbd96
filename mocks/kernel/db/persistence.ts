import type { KvEntry } from './kv'
import type { Row, RowId } from './table'

/** Everything the built-in backend knows: table rows plus the Redis-like key/value entries. */
export interface PersistedState {
  /** The seed that produced this state; a different seed version discards it and reseeds. */
  seedVersion: string
  tables: Record<string, Row[]>
  kv: Record<string, KvEntry>
}

/** The rows of one table written or removed by one save. */
export interface TableChanges {
  put: Row[]
  removed: RowId[]
}

/**
 * What changed since the previous save, so a store can write only that. `replaced`: everything was dropped and
 * reseeded, so the store empties itself and `tables`/`kv` hold the whole new state.
 */
export interface ChangeSet {
  seedVersion: string
  replaced: boolean
  tables: Record<string, TableChanges>
  kv: { put: Record<string, KvEntry>; removed: string[] }
}

/** Where a database keeps its state between runs. `load` returns null when nothing usable is stored. */
export interface Persistence {
  load(seedVersion: string): PersistedState | null
  /**
   * Takes one save's changes; `state` builds the whole current state, for a store that writes it as one piece. A store
   * that writes them later returns a promise settled once they are stored (or their failure has been reported).
   */
  save(changes: ChangeSet, state: () => PersistedState): Promise<void> | undefined
  /**
   * A store shared with other copies of the database (other browser tabs) calls `apply` with the rows and keys
   * those copies saved, for this copy to take over without saving them again.
   */
  subscribe?(apply: (changes: ChangeSet) => void): void
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
 * Puts saved rows in place (same position when the id is known, at the end otherwise) and drops removed ones; rows
 * for which `keepLocal` answers true stay as they are.
 */
export function applyTableChanges(
  rows: Row[],
  put: Row[],
  removed: Set<string>,
  keepLocal: (id: string) => boolean = () => false,
): void {
  const positions = new Map(rows.map((row, index) => [String(row.id), index]))
  for (const row of put) {
    const id = String(row.id)
    if (keepLocal(id)) continue
    const index = positions.get(id)
    if (index === undefined) {
      positions.set(id, rows.length)
      rows.push(row)
    } else rows[index] = row
  }
  if (removed.size === 0) return
  const kept = rows.filter((row) => {
    const id = String(row.id)
    return !removed.has(id) || keepLocal(id)
  })
  rows.splice(0, rows.length, ...kept)
}

/**
 * Keeps the saved state in this object only: each test gets an isolated database, and a test can still simulate a
 * restart by opening a second database on the same adapter. A save applies only its changes (copied, since the
 * database goes on changing its rows), so a write costs its own rows, not the whole store.
 */
export function memoryPersistence(): Persistence {
  let stored: PersistedState | null = null
  return {
    load: (seedVersion) => (stored?.seedVersion === seedVersion ? structuredClone(stored) : null),
    save(changes) {
      const { seedVersion, replaced, tables, kv } = structuredClone(changes)
      const state = replaced || stored?.seedVersion !== seedVersion ? { seedVersion, tables: {}, kv: {} } : stored
      for (const [name, { put, removed }] of Object.entries(tables)) {
        applyTableChanges((state.tables[name] ??= []), put, new Set(removed.map(String)))
      }
      Object.assign(state.kv, kv.put)
      for (const key of kv.removed) delete state.kv[key]
      stored = state
    },
  }
}
