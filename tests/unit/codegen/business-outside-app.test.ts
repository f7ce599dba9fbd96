import { describe, expect, it } from 'vitest'
import { isBusiness } from '../../../codegen/business'
import { generateAll } from '../../../codegen/cli'
import { loadCatalogue } from '../../../codegen/load-catalogue'
import { loadSchemaFiles } from '../../../codegen/load-schemas'
import { repoRoot } from './typecheck'

describe('generated types and client of business areas', () => {
  it('are written to schemas/generated/: nothing codegen writes under src/ or renderers/ names a business entity or operation', async () => {
    const files = await generateAll(repoRoot)
    const entities = loadSchemaFiles(repoRoot, 'schemas/entities')
      .filter((file) => isBusiness(String(file.json.$id)))
      .map((file) => String(file.json.title))
    const operations = loadCatalogue(repoRoot).filter((operation) => isBusiness(operation.module))
    expect(entities.length).toBeGreaterThan(0)
    expect(operations.length).toBeGreaterThan(0)

    const names = [...entities, ...operations.map((operation) => operation.id)]
    const named = Object.entries(files)
      .filter(([path]) => /^(src|renderers)\//.test(path))
      .flatMap(([path, source]) =>
        names.filter((name) => new RegExp(`\\b${name}\\b`).test(source)).map((name) => `${path}: ${name}`),
      )
    expect(named).toEqual([])

    for (const module of new Set(operations.map((operation) => operation.module)))
      expect(files[`schemas/generated/api/${module}.ts`]).toBeDefined()
    for (const entity of entities) expect(files['schemas/generated/entities.ts']).toMatch(`export interface ${entity}`)
  })
})
