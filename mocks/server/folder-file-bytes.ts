import { readFile, rm } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import type { FileBytes } from '../kernel/services/file-bytes'
import { writeFileAtomic } from './atomic-file'

export interface FolderFileBytes extends FileBytes {
  /** Resolves once every file put so far is on disk. */
  idle(): Promise<void>
}

/** The file for a storage path, or undefined for a path that would leave the folder. */
function fileIn(folder: string, path: string): string | undefined {
  const root = resolve(folder)
  const file = resolve(root, path)
  return file.startsWith(root + sep) ? file : undefined
}

/**
 * Uploaded files as files in a folder, at their storage path (`<biz>/<name>_<millis>.<ext>`), as `uploadLocal`
 * keeps them under `upload.path` on the real server. A file is served from memory until it is on disk.
 */
export function folderFileBytes(folder: string): FolderFileBytes {
  const unwritten = new Map<string, Uint8Array<ArrayBuffer>>()
  let pending: Promise<void> = Promise.resolve()
  const after = (step: () => Promise<void>) => {
    pending = pending.then(step).catch((error: unknown) => console.error('[内置后端] 无法写入上传的文件', error))
  }
  return {
    put(path, bytes) {
      const file = fileIn(folder, path)
      if (file === undefined) throw new Error(`非法的文件路径: ${path}`)
      unwritten.set(path, bytes)
      after(async () => {
        await writeFileAtomic(file, bytes)
        if (unwritten.get(path) === bytes) unwritten.delete(path)
      })
    },
    async get(path) {
      const recent = unwritten.get(path)
      if (recent) return recent
      const file = fileIn(folder, path)
      if (file === undefined) return undefined
      return readFile(file).then(
        (buffer) => new Uint8Array(buffer),
        () => undefined,
      )
    },
    clear() {
      unwritten.clear()
      after(() => rm(folder, { recursive: true, force: true }))
    },
    idle: () => pending,
  }
}
