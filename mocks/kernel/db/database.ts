import { ChangeTracker } from './change-tracker'
import type { TableName, TableRowTypes } from './entities'
import { createIdGenerator } from './ids'
import { createKeyValueStore, type KeyValueStore, type KvEntry } from './kv'
import { applyTableChanges, type ChangeSet, type PersistedState, type Persistence } from './persistence'
import { forgetPositions, Table, type Row } from './table'
import { tableDefinition } from './tables'

interface SavedState {
  tables: Record<string, Row[]>
  kv: Record<string, KvEntry>
}

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
   * (thousands of rows) and the test backends reset after every test; the copy keeps the first run's timestamps, and a
   * reset copies back only the tables written since (every write goes through a table's mutators, which note it).
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
  /** Drops every row and key and repopulates from the seed; with `seedOnce`, also forgets the checkpoint. */
  reset(): void
  /**
   * With `seedOnce`: the current state becomes what `rollback` returns to (a test file signs in once, then every test
   * starts from that signed-in state).
   */
  checkpoint(): void
  /** With `seedOnce`: back to the last checkpoint, or to the seed when there is none. */
  rollback(): void
  /** Hands the rows and keys changed since the last flush to the persistence adapter, if there are any. */
  flush(): void
  /** Settles once every save handed to the adapter so far is stored: at once when the adapter stores as it takes them. */
  stored(): Promise<void>
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
  let seeded: SavedState | undefined
  let lastSave = Promise.resolve()
  /** Tables as the last checkpoint left them, where they differ from the seed; the checkpoint's keys. */
  let checkpointTables = new Map<string, Row[]>()
  let checkpointKv: Record<string, KvEntry> | undefined
  /** Tables written since the seed was restored or the last checkpoint was taken. */
  const written = new Set<string>()
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
    new Table(
      name,
      tableDefinition(name),
      rowsOf(name),
      (id) => {
        changed.row(name, id)
        written.add(name)
      },
      nextId,
    )

  const seedState = (): SavedState => {
    if (!seeded) throw new Error('checkpoint and rollback need a database opened with seedOnce')
    return seeded
  }

  /** Copies back every written table (and every key) from the checkpoint or, where it has none, from the seed. */
  const restore = (names: Iterable<string>, keys: Record<string, KvEntry>) => {
    const base = seedState()
    const noteRows = (name: string) => rowsOf(name).forEach((row) => changed.row(name, row.id))
    for (const name of names) {
      noteRows(name)
      tables.set(name, structuredClone(checkpointTables.get(name) ?? base.tables[name] ?? []))
      noteRows(name)
    }
    for (const key of kvEntries.keys()) changed.key(key)
    kvEntries.clear()
    for (const [key, entry] of Object.entries(structuredClone(keys))) {
      kvEntries.set(key, entry)
      changed.key(key)
    }
    written.clear()
    db.flush()
  }

  /** Another copy's saved changes; rows and keys changed here and not yet saved keep this copy's version. */
  const apply = (remote: ChangeSet) => {
    if (remote.seedVersion !== options.seed.version) return
    if (remote.replaced) {
      tables.clear()
      kvEntries.clear()
      changed.forget()
    }
    for (const [name, { put, removed }] of Object.entries(remote.tables)) {
      written.add(name)
      const rows = rowsOf(name)
      applyTableChanges(rows, put, new Set(removed.map(String)), (id) => changed.hasRow(name, id))
      forgetPositions(rows)
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
      if (seeded) {
        const names = new Set([...written, ...checkpointTables.keys()])
        checkpointTables = new Map()
        checkpointKv = undefined
        restore(names, seeded.kv)
        return
      }
      tables.clear()
      kvEntries.clear()
      changed.replaceAll()
      options.seed.populate(db)
      written.clear()
      if (options.seedOnce)
        seeded = structuredClone({ tables: Object.fromEntries(tables), kv: Object.fromEntries(kvEntries) })
      db.flush()
    },
    checkpoint() {
      seedState()
      for (const name of written) checkpointTables.set(name, structuredClone(rowsOf(name)))
      checkpointKv = structuredClone(Object.fromEntries(kvEntries))
      written.clear()
    },
    rollback() {
      restore([...written], checkpointKv ?? seedState().kv)
    },
    flush() {
      if (changed.empty) return
      // The adapter writes its saves in order, so the last one settling means every one before it has.
      lastSave = options.persistence.save(changed.take(options.seed.version, tables, kvEntries), snapshot) ?? lastSave
    },
    stored: () => lastSave,
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
