import type { TableName, TableRowTypes } from './entities'
import { createIdGenerator } from './ids'
import { createKeyValueStore, type KeyValueStore, type KvEntry } from './kv'
import type { PersistedState, Persistence } from './persistence'
import { Table, type Row } from './table'
import { tableDefinition } from './tables'

/** What a seed provides: a version (bump it when seed data changes) and a function filling an empty database. */
export interface SeedDefinition {
  version: string
  populate(db: Database): void
}

export interface OpenDatabaseOptions {
  persistence: Persistence
  seed: SeedDefinition
  /** Clock for ids, TTLs and timestamps; tests pass a fake one. */
  now?: () => number
}

export interface Database {
  table<K extends TableName>(name: K): Table<TableRowTypes[K]>
  table<R extends Row = Row>(name: string): Table<R>
  readonly kv: KeyValueStore
  /** A fresh snowflake id (for link rows or anything else that needs one). */
  nextId(): string
  now(): number
  tableNames(): string[]
  /** Drops every row and key and repopulates from the seed. */
  reset(): void
  /** Writes the state to the persistence adapter if anything changed since the last write. */
  flush(): void
  snapshot(): PersistedState
}

/**
 * Opens a database: the stored state when the adapter has one for this seed version, the seed
 * otherwise. Tables are created on first use, so later features (a generic CRUD engine over entity
 * schemas) can address any table by name without registering it here.
 */
export function openDatabase(options: OpenDatabaseOptions): Database {
  const now = options.now ?? Date.now
  const nextId = createIdGenerator(now)
  const tables = new Map<string, Row[]>()
  const kvEntries = new Map<string, KvEntry>()
  let dirty = false
  const markDirty = () => {
    dirty = true
  }
  const kv = createKeyValueStore(kvEntries, now, markDirty)

  const snapshot = (): PersistedState => {
    const liveKv: Record<string, KvEntry> = {}
    const time = now()
    for (const [key, entry] of kvEntries) {
      if (entry.expiresAt === null || entry.expiresAt > time) liveKv[key] = entry
    }
    return { seedVersion: options.seed.version, tables: Object.fromEntries(tables), kv: liveKv }
  }

  const table = (name: string): Table<Row> => {
    let rows = tables.get(name)
    if (!rows) {
      rows = []
      tables.set(name, rows)
    }
    return new Table(name, tableDefinition(name), rows, markDirty, nextId)
  }

  const db: Database = {
    // One implementation behind both overloads: the row type is only a compile-time view.
    table: table,
    kv,
    nextId,
    now,
    tableNames: () => [...tables.keys()],
    reset() {
      tables.clear()
      kvEntries.clear()
      options.seed.populate(db)
      dirty = true
      db.flush()
    },
    flush() {
      if (!dirty) return
      options.persistence.save(snapshot())
      dirty = false
    },
    snapshot,
  }

  const stored = options.persistence.load(options.seed.version)
  if (stored) {
    for (const [name, rows] of Object.entries(stored.tables)) tables.set(name, rows)
    for (const [key, entry] of Object.entries(stored.kv)) kvEntries.set(key, entry)
  } else {
    db.reset()
  }
  return db
}
