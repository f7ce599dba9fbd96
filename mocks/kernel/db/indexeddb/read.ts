import type { KvEntry } from '../kv'
import type { ChangeSet, PersistedState } from '../persistence'
import type { Row } from '../table'
import type { RowOrder } from './row-order'
import { SEED_VERSION_KEY, type BackendDatabase, type SavedMessage } from './schema'

/** Every stored row (tables in insertion order) and every key that has not expired. */
async function readEverything(
  database: BackendDatabase,
  order: RowOrder,
  now: number,
): Promise<Pick<PersistedState, 'tables' | 'kv'>> {
  const transaction = database.transaction(['rows', 'kv'], 'readonly')
  const [records, keys, entries] = await Promise.all([
    transaction.objectStore('rows').getAll(),
    transaction.objectStore('kv').getAllKeys(),
    transaction.objectStore('kv').getAll(),
    transaction.done,
  ])
  records.sort((a, b) => a.seq - b.seq)
  const tables: Record<string, Row[]> = {}
  for (const record of records) {
    order.learn(record)
    ;(tables[record.table] ??= []).push(record.row)
  }
  const kv: Record<string, KvEntry> = {}
  keys.forEach((key, index) => {
    const entry = entries[index]
    if (entry.expiresAt === null || entry.expiresAt > now) kv[key] = entry
  })
  return { tables, kv }
}

/** The stored state when it was made from this seed; null (reseed) when it came from another seed or there is none. */
export async function loadStoredState(
  database: BackendDatabase,
  seedVersion: string,
  order: RowOrder,
): Promise<PersistedState | null> {
  if ((await database.get('meta', SEED_VERSION_KEY)) !== seedVersion) return null
  return { seedVersion, ...(await readEverything(database, order, Date.now())) }
}

/**
 * The rows and keys another tab announced, as they are stored now: present ones to put, missing ones removed.
 * The read transaction is opened before the first await, so it sees every write this tab had started by then.
 */
export async function readAnnouncedChanges(
  database: BackendDatabase,
  message: SavedMessage,
  order: RowOrder,
): Promise<ChangeSet> {
  const changes: ChangeSet = {
    seedVersion: message.seedVersion,
    replaced: message.replaced,
    tables: {},
    kv: { put: {}, removed: [] },
  }
  if (message.replaced) {
    order.clear()
    const everything = await readEverything(database, order, Date.now())
    for (const [name, rows] of Object.entries(everything.tables)) changes.tables[name] = { put: rows, removed: [] }
    changes.kv.put = everything.kv
    return changes
  }
  const transaction = database.transaction(['rows', 'kv'], 'readonly')
  const rows = transaction.objectStore('rows')
  const kv = transaction.objectStore('kv')
  const rowReads = Object.entries(message.rows).flatMap(([table, ids]) => {
    const changed = (changes.tables[table] = { put: [] as Row[], removed: [] as string[] })
    return ids.map(async (id) => {
      const record = await rows.get([table, id])
      if (record) {
        order.learn(record)
        changed.put.push(record.row)
      } else changed.removed.push(id)
    })
  })
  const keyReads = message.keys.map(async (key) => {
    const entry = await kv.get(key)
    if (entry) changes.kv.put[key] = entry
    else changes.kv.removed.push(key)
  })
  await Promise.all([...rowReads, ...keyReads, transaction.done])
  return changes
}
