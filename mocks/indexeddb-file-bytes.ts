import type { FileBytes } from './services/file-bytes'

const DATABASE = 'ipr-admin-built-in-backend-files'
const STORE = 'files'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/**
 * The browser runtime's file store: IndexedDB, whose quota fits photos and documents, where localStorage (which
 * holds the rest of the database) would overflow after a few uploads. Bytes written this session are also kept in
 * memory, so a file is readable the moment its upload is answered.
 */
export function indexedDbFileBytes(): FileBytes {
  const written = new Map<string, Uint8Array<ArrayBuffer>>()
  let database: Promise<IDBDatabase> | undefined
  const run = <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> =>
    (database ??= open()).then(
      (opened) =>
        new Promise<T>((resolve, reject) => {
          const request = action(opened.transaction(STORE, mode).objectStore(STORE))
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        }),
    )
  const warn = (error: unknown) => console.warn('[内置后端] 无法写入 IndexedDB，上传的文件只保留到页面刷新前', error)
  return {
    put(path, bytes) {
      written.set(path, bytes)
      run('readwrite', (store) => store.put(bytes, path)).catch(warn)
    },
    async get(path) {
      const recent = written.get(path)
      if (recent) return recent
      return run<Uint8Array<ArrayBuffer> | undefined>('readonly', (store) => store.get(path)).catch(() => undefined)
    },
    clear() {
      written.clear()
      run('readwrite', (store) => store.clear()).catch(warn)
    },
  }
}
