import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isBusiness } from './business'
import { loadSchemaFiles } from './load-schemas'
import { generateEntityTypes } from './generate-entity-types'
import { compileValidators, declareValidators } from './compile-validators'
import { generateApiFiles } from './generate-api'
import { engineTypeNames, generateEngineTypes } from './generate-engine-types'
import { generateJeecgScripts } from './generate-jeecg-scripts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Everything codegen writes, keyed by path relative to the repository root. */
export async function generateAll(repoRoot: string = root): Promise<Record<string, string>> {
  const shared = engineTypeNames(repoRoot)
  const entities = loadSchemaFiles(repoRoot, 'schemas/entities')
  const system = entities.filter((file) => !isBusiness(String(file.json.$id)))
  return {
    'src/generated/entities.ts': await generateEntityTypes(system, shared.entities),
    // Generated from every entity so business ones may refer to system ones, which come from the app's module.
    'schemas/generated/entities.ts': await generateEntityTypes(entities, {
      names: new Set(system.map((file) => String(file.json.title))),
      from: '../../src/generated/entities',
    }),
    ...compileValidators(repoRoot),
    ...(await declareValidators(repoRoot)),
    ...(await generateEngineTypes(repoRoot)),
    ...(await generateApiFiles(repoRoot, shared.apiTypes)),
    ...generateJeecgScripts(repoRoot),
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outputs = await generateAll()
  for (const [path, content] of Object.entries(outputs)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
    console.log(`wrote ${path}`)
  }
}
