import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

let temporaryCount = 0

/**
 * Writes a file so that readers (and a restart after a crash) see either the old or the new content, never half of
 * it: the bytes go to a temporary file in the same folder, which is then renamed over the target.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  temporaryCount += 1
  const temporary = `${path}.${process.pid}.${temporaryCount}.tmp`
  try {
    await writeFile(temporary, data)
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
