import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { restoreState, type Persistence } from '../db'

/**
 * The node server's optional store: the whole database in one JSON file, rewritten after each
 * mutating request (through a temporary file, so a crash never leaves half a file behind).
 */
export function jsonFilePersistence(path: string): Persistence {
  return {
    load(seedVersion) {
      let text: string | null = null
      try {
        text = readFileSync(path, 'utf8')
      } catch {
        // No file yet: the first run seeds.
      }
      return restoreState(text, seedVersion)
    },
    save(state) {
      mkdirSync(dirname(path), { recursive: true })
      const temporary = `${path}.tmp`
      writeFileSync(temporary, JSON.stringify(state))
      renameSync(temporary, path)
    },
  }
}
