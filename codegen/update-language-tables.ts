/** Rewrites the registries' tables in schemas/meta/README.md (codegen/language-tables.ts): `npx tsx` this file. */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, withEngine } from './engine-runner'

type TablesModule = typeof import('./language-tables')

const README = join(ROOT, 'schemas/meta/README.md')

await withEngine(async (load) => {
  const { languageTables, withTables } = await load<TablesModule>('/codegen/language-tables.ts')
  writeFileSync(README, withTables(readFileSync(README, 'utf8'), languageTables()))
})
