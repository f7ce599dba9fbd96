import { generateApiTypes } from './generate-api-types'
import { generateEntityTypes } from './generate-entity-types'
import { entitiesOf } from './fragment-types'
import { loadCatalogue } from './load-catalogue'
import { loadSchemaFiles } from './load-schemas'

/**
 * Entities the engine reads whatever the screen: the response envelope, pages, dictionary and tree items, and the
 * button permissions of the session it receives.
 */
const ENGINE_ENTITIES = ['result', 'page', 'dict-model', 'tree-select-model', 'auth-item']

/** Catalogue areas whose server formats the engine itself translates (online report configs). */
const ENGINE_API_MODULES = ['online-report']

/**
 * The types the engine (renderers/) needs, generated under renderers/generated/: the engine receives the app's
 * services and may not import src/, so it gets its own copy of the contract types it reads.
 */
export async function generateEngineTypes(repoRoot: string): Promise<Record<string, string>> {
  const entityFiles = loadSchemaFiles(repoRoot, 'schemas/entities')
  const names = new Map(entityFiles.map((file) => [String(file.json.$id), String(file.json.title)]))
  const operations = loadCatalogue(repoRoot).filter((operation) => ENGINE_API_MODULES.includes(operation.module))
  const referenced = entitiesOf(
    operations.map((operation) => [operation.query, operation.body, operation.result]),
    names,
  )
  const wanted = entityFiles.filter(
    (file) => ENGINE_ENTITIES.includes(String(file.json.$id)) || referenced.has(String(file.json.title)),
  )
  return {
    'renderers/generated/entities.ts': await generateEntityTypes(wanted),
    'renderers/generated/api-types.ts': await generateApiTypes(operations, names),
  }
}
