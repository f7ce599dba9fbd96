import type { ChangeSet } from '../persistence'
import type { RowOrder } from './row-order'
import type { IDBPTransaction } from 'idb'
import { SEED_VERSION_KEY, type BackendDatabase, type BackendSchema, type SavedMessage } from './schema'

/**
 * Writes one save in one transaction: either all of it lands or, on a quota error or any failure, the transaction
 * aborts and the stored rows stay as the previous save left them. The transaction is opened synchronously, so
 * IndexedDB orders it after every transaction this tab opened before. Rejects with the error that stopped it, also
 * when none could be opened (the browser closed the connection: the site's data cleared while the page was open).
 */
export function writeChanges(
  database: BackendDatabase,
  changes: ChangeSet,
  files: Map<string, Blob>,
  order: RowOrder,
): Promise<void> {
  let transaction: IDBPTransaction<BackendSchema, ['rows', 'kv', 'files', 'meta'], 'readwrite'>
  try {
    transaction = database.transaction(['rows', 'kv', 'files', 'meta'], 'readwrite')
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }
  const rows = transaction.objectStore('rows')
  const kv = transaction.objectStore('kv')
  const fileStore = transaction.objectStore('files')
  const requests: Promise<unknown>[] = []
  try {
    if (changes.replaced) {
      order.clear()
      requests.push(rows.clear(), kv.clear(), fileStore.clear())
      requests.push(transaction.objectStore('meta').put(changes.seedVersion, SEED_VERSION_KEY))
    }
    for (const [table, { put, removed }] of Object.entries(changes.tables)) {
      for (const row of put) {
        const id = String(row.id)
        requests.push(rows.put({ table, id, seq: order.positionOf(table, id), row }))
      }
      for (const removedId of removed) {
        const id = String(removedId)
        order.forget(table, id)
        requests.push(rows.delete([table, id]))
      }
    }
    for (const [key, entry] of Object.entries(changes.kv.put)) requests.push(kv.put(entry, key))
    for (const key of changes.kv.removed) requests.push(kv.delete(key))
    for (const [path, blob] of files) requests.push(fileStore.put(blob, path))
  } catch (error) {
    transaction.abort()
    return Promise.allSettled([...requests, transaction.done]).then(() => Promise.reject(error as Error))
  }
  return Promise.all([...requests, transaction.done]).then(
    () => undefined,
    (error: unknown) => Promise.reject(transaction.error ?? (error as Error)),
  )
}

/** The announcement of a committed save: ids and keys only, the other tabs read the values themselves. */
export function announcementOf(changes: ChangeSet): SavedMessage {
  const rows: Record<string, string[]> = {}
  if (!changes.replaced) {
    for (const [table, { put, removed }] of Object.entries(changes.tables)) {
      rows[table] = [...put.map((row) => String(row.id)), ...removed.map(String)]
    }
  }
  return {
    seedVersion: changes.seedVersion,
    replaced: changes.replaced,
    rows,
    keys: changes.replaced ? [] : [...Object.keys(changes.kv.put), ...changes.kv.removed],
  }
}
