import type { ChangeSet, PersistedState, Persistence } from '../persistence'
import { readAnnouncedChanges, loadStoredState } from './read'
import { RowOrder } from './row-order'
import { BUILT_IN_BACKEND_DATABASE, openBackendDatabase, type SavedMessage } from './schema'
import { announcementOf, writeChanges } from './write'

export interface IndexedDbStoreOptions {
  /** The seed the stored rows must come from; rows of another seed are replaced by a reseed. */
  seedVersion: string
  /** IndexedDB database and BroadcastChannel name; tests give each case its own. */
  name?: string
  /** A save that could not be written (quota exceeded, storage failure): the change lives only until the page reloads. */
  onStorageError?: (error: unknown) => void
}

export interface IndexedDbStore {
  persistence: Persistence
  /** Uploaded files' bytes, kept beside the rows and written with the next save. */
  files: {
    put(path: string, bytes: Uint8Array<ArrayBuffer>): void
    get(path: string): Promise<Uint8Array<ArrayBuffer> | undefined>
    /** Forgets files not yet written; stored ones go with the next reseed. */
    clear(): void
  }
  /** Resolves once the changes other tabs announced so far are applied: a request answered after it sees them. */
  caughtUp(): Promise<void>
  /** Resolves once every save so far is written (or has failed) and every announcement is applied. */
  idle(): Promise<void>
  close(): void
}

const rowKey = (table: string, id: string) => `${table}\u0000${id}`

/**
 * The browser runtime's store: rows in IndexedDB one record each, so a save writes only the rows it changed.
 * Saves are written after the current task, each in one transaction, in save order; a save's promise settles once
 * its transaction has committed or failed. After a save commits, the other tabs hear which rows and keys changed
 * (BroadcastChannel) and read those back, leaving alone what they changed themselves and have not written yet.
 * Opening loads the whole state first, so the database it backs can open synchronously.
 */
export async function openIndexedDbStore(options: IndexedDbStoreOptions): Promise<IndexedDbStore> {
  const name = options.name ?? BUILT_IN_BACKEND_DATABASE
  const database = await openBackendDatabase(name)
  const order = new RowOrder()
  const channel = new BroadcastChannel(name)
  const queue: Array<{ changes: ChangeSet; files: Map<string, Blob>; settled: () => void }> = []
  const writing = new Set<Promise<void>>()
  /** Rows and keys this tab saved and has not written yet: an announcement from another tab must not undo them. */
  const unwritten = new Map<string, number>()
  const filesInMemory = new Map<string, Uint8Array<ArrayBuffer>>()
  let filesToWrite = new Map<string, Blob>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let apply: ((changes: ChangeSet) => void) | undefined
  let subscribed: () => void = () => undefined
  const ready = new Promise<void>((resolve) => {
    subscribed = resolve
  })
  let applying: Promise<void> = Promise.resolve()
  let closed = false

  const keysOf = (changes: ChangeSet): string[] => [
    ...Object.entries(changes.tables).flatMap(([table, { put, removed }]) => [
      ...put.map((row) => rowKey(table, String(row.id))),
      ...removed.map((id) => rowKey(table, String(id))),
    ]),
    ...[...Object.keys(changes.kv.put), ...changes.kv.removed].map((key) => rowKey('', key)),
  ]
  const count = (keys: string[], step: 1 | -1) => {
    for (const key of keys) {
      const left = (unwritten.get(key) ?? 0) + step
      if (left > 0) unwritten.set(key, left)
      else unwritten.delete(key)
    }
  }

  const reportFailure = (error: unknown) => {
    console.warn('[内置后端] 无法写入 IndexedDB，刚才的修改只保留到页面刷新前', error)
    options.onStorageError?.(error)
  }

  /** Opens a transaction for every queued save now, in save order. */
  const writeQueued = () => {
    clearTimeout(timer)
    timer = undefined
    for (const { changes, files, settled } of queue.splice(0)) {
      const keys = changes.replaced ? [] : keysOf(changes)
      const written = writeChanges(database, changes, files, order)
        .then(() => {
          // Written files are read back from IndexedDB from now on instead of being held in memory.
          for (const path of files.keys()) filesInMemory.delete(path)
          if (!closed) channel.postMessage(announcementOf(changes))
        }, reportFailure)
        .finally(() => {
          count(keys, -1)
          writing.delete(written)
          settled()
        })
      writing.add(written)
    }
  }

  /** Leaves out what this tab changed and has not written: its own write comes later and is announced in turn. */
  const withoutUnwritten = (changes: ChangeSet): ChangeSet => {
    if (changes.replaced) return changes
    for (const [table, rows] of Object.entries(changes.tables)) {
      rows.put = rows.put.filter((row) => !unwritten.has(rowKey(table, String(row.id))))
      rows.removed = rows.removed.filter((id) => !unwritten.has(rowKey(table, String(id))))
    }
    for (const key of Object.keys(changes.kv.put)) if (unwritten.has(rowKey('', key))) delete changes.kv.put[key]
    changes.kv.removed = changes.kv.removed.filter((key) => !unwritten.has(rowKey('', key)))
    return changes
  }

  channel.onmessage = (event: MessageEvent<SavedMessage>) => {
    if (event.data.seedVersion !== options.seedVersion) return
    // This tab's pending saves go first, so the read below sees them (IndexedDB runs transactions in order).
    writeQueued()
    const read = readAnnouncedChanges(database, event.data, order)
    applying = applying
      .then(() => Promise.all([read, ready]))
      .then(([changes]) => apply?.(withoutUnwritten(changes)))
      .catch((error: unknown) => console.warn('[内置后端] 无法读取其他标签页的修改', error))
  }

  const initial: PersistedState | null = await loadStoredState(database, options.seedVersion, order)

  const persistence: Persistence = {
    load: (seedVersion) => (seedVersion === options.seedVersion ? initial : null),
    save(changes) {
      if (closed) return undefined
      if (changes.replaced) {
        unwritten.clear()
        filesToWrite = new Map()
      } else count(keysOf(changes), 1)
      const stored = new Promise<void>((settled) => queue.push({ changes, files: filesToWrite, settled }))
      filesToWrite = new Map()
      timer ??= setTimeout(writeQueued, 0)
      return stored
    },
    subscribe(listener) {
      apply = listener
      subscribed()
    },
  }

  return {
    persistence,
    files: {
      put(path, bytes) {
        filesInMemory.set(path, bytes)
        filesToWrite.set(path, new Blob([bytes]))
      },
      async get(path) {
        const recent = filesInMemory.get(path)
        if (recent) return recent
        const blob = await database.get('files', path)
        return blob && new Uint8Array(await blob.arrayBuffer())
      },
      clear() {
        filesInMemory.clear()
        filesToWrite = new Map()
      },
    },
    caughtUp: () => applying,
    async idle() {
      while (timer !== undefined || writing.size > 0) {
        writeQueued()
        await Promise.all([...writing])
      }
      await applying
    },
    close() {
      closed = true
      clearTimeout(timer)
      // Saves not yet begun are dropped with the store; whoever waits for them is not left waiting.
      for (const { settled } of queue.splice(0)) settled()
      channel.close()
      database.close()
    },
  }
}
