import { ChangeTracker } from './change-tracker'
import type { TableName, TableRowTypes } from './entities'
import { createIdGenerator } from './ids'
import { createKeyValueStore, type KeyValueStore, type KvEntry } from './kv'
import { applyTableChanges, type ChangeSet, type PersistedState, type Persistence } from './persistence'
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
  /**
   * Runs the seed once and has every later reset restore a copy of what it produced. The seed takes about a second
   * (thousands of rows) and the test backends reset after every test; the copy keeps the first run's timestamps.
   */
  seedOnce?: boolean
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
  /** Hands the rows and keys changed since the last flush to the persistence adapter, if there are any. */
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
  const changed = new ChangeTracker()
  let seeded: { tables: Record<string, Row[]>; kv: Record<string, KvEntry> } | undefined
  const kv = createKeyValueStore(kvEntries, now, (key) => changed.key(key))

  const snapshot = (): PersistedState => {
    const liveKv: Record<string, KvEntry> = {}
    const time = now()
    for (const [key, entry] of kvEntries) {
      if (entry.expiresAt === null || entry.expiresAt > time) liveKv[key] = entry
    }
    return { seedVersion: options.seed.version, tables: Object.fromEntries(tables), kv: liveKv }
  }

  const rowsOf = (name: string): Row[] => {
    let rows = tables.get(name)
    if (!rows) {
      rows = []
      tables.set(name, rows)
    }
    return rows
  }

  const table = (name: string): Table<Row> =>
    new Table(name, tableDefinition(name), rowsOf(name), (id) => changed.row(name, id), nextId)

  /** Another copy's saved changes; rows and keys changed here and not yet saved keep this copy's version. */
  const apply = (remote: ChangeSet) => {
    if (remote.seedVersion !== options.seed.version) return
    if (remote.replaced) {
      tables.clear()
      kvEntries.clear()
      changed.forget()
    }
    for (const [name, { put, removed }] of Object.entries(remote.tables)) {
      applyTableChanges(rowsOf(name), put, new Set(removed.map(String)), (id) => changed.hasRow(name, id))
    }
    for (const [key, entry] of Object.entries(remote.kv.put)) if (!changed.hasKey(key)) kvEntries.set(key, entry)
    for (const key of remote.kv.removed) if (!changed.hasKey(key)) kvEntries.delete(key)
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
      changed.replaceAll()
      if (seeded) {
        const copy = structuredClone(seeded)
        for (const [name, rows] of Object.entries(copy.tables)) tables.set(name, rows)
        for (const [key, entry] of Object.entries(copy.kv)) kvEntries.set(key, entry)
      } else {
        options.seed.populate(db)
        if (options.seedOnce)
          seeded = structuredClone({ tables: Object.fromEntries(tables), kv: Object.fromEntries(kvEntries) })
      }
      db.flush()
    },
    flush() {
      if (changed.empty) return
      options.persistence.save(changed.take(options.seed.version, tables, kvEntries), snapshot)
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
  options.persistence.subscribe?.(apply)
  return db
}
