import type { Database } from '../db/database'
import { formatDateTime } from '../db/time'

/** Uploaded files live in a table of their own, so they survive reloads with the rest of the data. */
const TABLE = 'sys_upload_file'

type StoredFile = { id: string; path: string; name: string; contentType: string; size: number; base64: string; createTime: string }

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return btoa(binary)
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** `CommonUtils.uploadLocal`: `<biz>/<name>_<millis>.<ext>`, the biz folder defaulting to `temp`. */
function storagePath(db: Database, biz: string, fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[\\/:*?"<>|\s]/g, '_')
  const extension = dot > 0 ? fileName.slice(dot) : ''
  const folder = biz.replace(/\.\./g, '').replace(/^\/+|\/+$/g, '') || 'temp'
  return `${folder}/${base}_${db.now()}${extension}`
}

/** Stores a file under `<biz>/…` (or exactly at `path`) and answers its relative path. */
export function saveFile(db: Database, file: { biz: string; name: string; contentType: string; bytes: Uint8Array; path?: string }): string {
  const path = file.path ?? storagePath(db, file.biz, file.name)
  db.table<StoredFile>(TABLE).insert({
    path,
    name: file.name,
    contentType: file.contentType || 'application/octet-stream',
    size: file.bytes.length,
    base64: toBase64(file.bytes),
    createTime: formatDateTime(db.now()),
  })
  return path
}

export function readStoredFile(db: Database, path: string): { name: string; contentType: string; bytes: Uint8Array<ArrayBuffer> } | undefined {
  const file = db.table<StoredFile>(TABLE).first((row) => row.path === path)
  return file && { name: file.name, contentType: file.contentType, bytes: fromBase64(file.base64) }
}
