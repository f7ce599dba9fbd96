import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isBusiness } from './business'
import { generateApiClient } from './generate-api-client'
import { generateApiTypes } from './generate-api-types'
import type { SharedTypes } from './generate-entity-types'
import { generateOpenApi } from './generate-openapi'
import { generateOperationPermissions } from './generate-operation-permissions'
import { entityIdOf, loadCatalogue } from './load-catalogue'
import { loadSchemaFiles } from './load-schemas'

const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
  version: string
}

/**
 * What the API catalogue turns into: parameter and result types, the typed client, the OpenAPI document and the
 * table of who may call what (the built-in backend's guard). The types
 * of business areas go to schemas/generated/ (see business.ts); their entity types come from the entities module there,
 * which re-exports the system ones.
 */
export async function generateApiFiles(repoRoot: string, shared?: SharedTypes): Promise<Record<string, string>> {
  const operations = loadCatalogue(repoRoot)
  const entityFiles = loadSchemaFiles(repoRoot, 'schemas/entities')
  const names = new Map(entityFiles.map((file) => [String(file.json.$id), String(file.json.title)]))
  const requiredById = new Map(
    entityFiles.map((file) => [String(file.json.$id), ((file.json.required as string[] | undefined) ?? []).length > 0]),
  )
  const entityRequired = (ref: string) => requiredById.get(entityIdOf(ref)) ?? false
  const business = operations.filter((operation) => isBusiness(operation.module))
  const system = operations.filter((operation) => !isBusiness(operation.module))
  return {
    'src/generated/api-types.ts': await generateApiTypes(system, names, shared),
    'schemas/generated/api-types.ts': await generateApiTypes(business, names),
    ...generateApiClient(operations, names, entityRequired),
    'openapi.json': generateOpenApi(operations, entityFiles, version),
    'schemas/generated/operation-permissions.ts': generateOperationPermissions(operations),
  }
}
