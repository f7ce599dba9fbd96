import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateApiClient } from './generate-api-client'
import { generateApiTypes } from './generate-api-types'
import type { SharedTypes } from './generate-entity-types'
import { generateOpenApi } from './generate-openapi'
import { entityIdOf, loadCatalogue } from './load-catalogue'
import { loadSchemaFiles } from './load-schemas'

const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
  version: string
}

/** What the API catalogue turns into: parameter and result types, the typed client and the OpenAPI document. */
export async function generateApiFiles(repoRoot: string, shared?: SharedTypes): Promise<Record<string, string>> {
  const operations = loadCatalogue(repoRoot)
  const entityFiles = loadSchemaFiles(repoRoot, 'schemas/entities')
  const names = new Map(entityFiles.map((file) => [String(file.json.$id), String(file.json.title)]))
  const requiredById = new Map(
    entityFiles.map((file) => [String(file.json.$id), ((file.json.required as string[] | undefined) ?? []).length > 0]),
  )
  const entityRequired = (ref: string) => requiredById.get(entityIdOf(ref)) ?? false
  return {
    'src/generated/api-types.ts': await generateApiTypes(operations, names, shared),
    ...generateApiClient(operations, names, entityRequired),
    'openapi.json': generateOpenApi(operations, entityFiles, version),
  }
}
