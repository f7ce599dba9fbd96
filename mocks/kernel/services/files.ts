import type { BackendCore } from '../backend-core'
import type { Database } from '../db/database'
import { formatDateTime } from '../db/time'

/** Uploaded files are rows of their own, so they survive reloads with the rest of the data; the bytes are kept by the backend's FileBytes. */
const TABLE = 'sys_upload_file'

type StoredFile = { id: string; path: string; name: string; contentType: string; size: number; createTime: string }

/** `CommonUtils.uploadLocal`: `<biz>/<name>_<millis>.<ext>`, the biz folder defaulting to `temp`. */
function storagePath(db: Database, biz: string, fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[\\/:*?"<>|\s]/g, '_')
  const extension = dot > 0 ? fileName.slice(dot) : ''
  const folder = biz.replace(/\.\./g, '').replace(/^\/+|\/+$/g, '') || 'temp'
  return `${folder}/${base}_${db.now()}${extension}`
}

/** Stores a file under `<biz>/…` (or exactly at `path`) and answers its relative path. */
export function saveFile(
  backend: BackendCore,
  file: { biz: string; name: string; contentType: string; bytes: Uint8Array<ArrayBuffer>; path?: string },
): string {
  const { db } = backend
  const path = file.path ?? storagePath(db, file.biz, file.name)
  backend.files.put(path, file.bytes)
  const table = db.table<StoredFile>(TABLE)
  // A file written again under the same path replaces the old one, as the server's file system does (two imports in
  // the same second write one error log); the row describes the bytes now stored.
  table.removeWhere((row) => row.path === path)
  table.insert({
    path,
    name: file.name,
    contentType: file.contentType || 'application/octet-stream',
    size: file.bytes.length,
    createTime: formatDateTime(db.now()),
  })
  return path
}

export async function readStoredFile(
  backend: BackendCore,
  path: string,
): Promise<{ name: string; contentType: string; bytes: Uint8Array<ArrayBuffer> } | undefined> {
  const file = backend.db.table<StoredFile>(TABLE).first((row) => row.path === path)
  const bytes = file && (await backend.files.get(path))
  return bytes && { name: file.name, contentType: file.contentType, bytes }
}
