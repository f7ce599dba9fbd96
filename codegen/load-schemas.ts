import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface SchemaFile {
  /** Path relative to the repository root, e.g. schemas/entities/sys-user.json */
  path: string
  json: Record<string, unknown>
}

/** Every JSON file below `dir`, sorted so generated output is stable. */
export function loadSchemaFiles(root: string, dir: string): SchemaFile[] {
  const found: SchemaFile[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(current, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.json'))
        found.push({
          path: relative(root, full),
          json: JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>,
        })
    }
  }
  walk(join(root, dir))
  return found
}
