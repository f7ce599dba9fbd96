import type { Database } from '../db/database'

/**
 * Where uploaded files keep their bytes (their names and types are rows of the database). `put` takes effect at
 * once for this backend's readers; a browser store writes through to its own storage in the background.
 */
export interface FileBytes {
  put(path: string, bytes: Uint8Array<ArrayBuffer>): void
  get(path: string): Promise<Uint8Array<ArrayBuffer> | undefined>
  clear(): void
}

const TABLE = 'sys_upload_file_bytes'

type StoredBytes = { id: string; path: string; base64: string }

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return btoa(binary)
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** Tests and the node server: the bytes as base64 in a table, saved and reseeded with the rest of the database. */
export function databaseFileBytes(db: Database): FileBytes {
  const table = () => db.table<StoredBytes>(TABLE)
  return {
    put(path, bytes) {
      // Like a file system (and the browser's and the node server's stores), a path holds the last bytes written.
      table().removeWhere((stored) => stored.path === path)
      table().insert({ path, base64: toBase64(bytes) })
    },
    get(path) {
      const row = table().first((stored) => stored.path === path)
      return Promise.resolve(row && fromBase64(row.base64))
    },
    clear() {
      // The table goes with the database when it reseeds.
    },
  }
}
