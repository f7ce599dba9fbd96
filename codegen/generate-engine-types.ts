import { generateApiTypes, namedSlots } from './generate-api-types'
import { generateEntityTypes, type SharedTypes } from './generate-entity-types'
import { entitiesOf } from './fragment-types'
import { loadCatalogue, type Operation } from './load-catalogue'
import { loadSchemaFiles, type SchemaFile } from './load-schemas'

/**
 * Entities the engine reads whatever the screen: the response envelope, pages, dictionary and tree items, and the
 * button permissions of the session it receives.
 */
const ENGINE_ENTITIES = ['result', 'page', 'dict-model', 'tree-select-model', 'auth-item']

/** Catalogue areas whose server formats the engine itself translates (online report configs). */
const ENGINE_API_MODULES = ['online-report']

/** The entity files and catalogue operations whose types the engine reads. */
export function engineSelection(repoRoot: string): { entities: SchemaFile[]; operations: Operation[] } {
  const entityFiles = loadSchemaFiles(repoRoot, 'schemas/entities')
  const names = new Map(entityFiles.map((file) => [String(file.json.$id), String(file.json.title)]))
  const operations = loadCatalogue(repoRoot).filter((operation) => ENGINE_API_MODULES.includes(operation.module))
  const referenced = entitiesOf(
    operations.map((operation) => [operation.query, operation.body, operation.result]),
    names,
  )
  const entities = entityFiles.filter(
    (file) => ENGINE_ENTITIES.includes(String(file.json.$id)) || referenced.has(String(file.json.title)),
  )
  return { entities, operations }
}

/** The engine's types, which the app's generated modules import and re-export rather than declare again. */
export function engineTypeNames(repoRoot: string): { entities: SharedTypes; apiTypes: SharedTypes } {
  const { entities, operations } = engineSelection(repoRoot)
  return {
    entities: {
      names: new Set(entities.map((file) => String(file.json.title))),
      from: '../../renderers/generated/entities',
    },
    apiTypes: { names: new Set(namedSlots(operations).keys()), from: '../../renderers/generated/api-types' },
  }
}

/**
 * The types the engine (renderers/) needs, generated under renderers/generated/: the engine receives the app's
 * services and may not import src/, so it gets the contract types it reads; the app's modules re-export them.
 */
export async function generateEngineTypes(repoRoot: string): Promise<Record<string, string>> {
  const { entities, operations } = engineSelection(repoRoot)
  const names = new Map(
    loadSchemaFiles(repoRoot, 'schemas/entities').map((file) => [String(file.json.$id), String(file.json.title)]),
  )
  return {
    'renderers/generated/entities.ts': await generateEntityTypes(entities),
    'renderers/generated/api-types.ts': await generateApiTypes(operations, names),
  }
}
