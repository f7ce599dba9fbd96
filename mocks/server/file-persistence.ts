import { readFileSync } from 'node:fs'
import { basename, dirname, extname, join } from 'node:path'
import { restoreState, type Persistence } from '../kernel/db'
import { writeFileAtomic } from './atomic-file'
import { coalescedWrites } from './coalesced-writes'
import { folderFileBytes, type FolderFileBytes } from './folder-file-bytes'

export interface FileStore {
  persistence: Persistence
  /** Uploaded files, in the folder beside the data file. */
  fileBytes: FolderFileBytes
  /** Resolves once every change so far is on disk. */
  idle(): Promise<void>
}

/** `data/.mock-db.json` keeps its uploaded files in `data/.mock-db-files/`. */
export function filesFolderOf(dataPath: string): string {
  return join(dirname(dataPath), `${basename(dataPath, extname(dataPath))}-files`)
}

/**
 * The node server's optional store: the database in one JSON file and uploaded files in a folder beside it. The
 * JSON file is rewritten in the background after changes (a burst of requests costs one write) and atomically,
 * so a crash never leaves half a file behind.
 */
export function openFileStore(dataPath: string): FileStore {
  let state: (() => unknown) | undefined
  const writes = coalescedWrites(
    () => writeFileAtomic(dataPath, JSON.stringify(state?.())),
    (error) => console.error(`[内置后端] 无法写入 ${dataPath}，最近的修改只保留在内存中`, error),
  )
  const fileBytes = folderFileBytes(filesFolderOf(dataPath))
  return {
    persistence: {
      load(seedVersion) {
        let text: string | null = null
        try {
          text = readFileSync(dataPath, 'utf8')
        } catch {
          // No file yet: the first run seeds.
        }
        return restoreState(text, seedVersion)
      },
      save(_changes, current) {
        state = current
        writes.request()
      },
    },
    fileBytes,
    idle: async () => {
      await Promise.all([writes.idle(), fileBytes.idle()])
    },
  }
}
