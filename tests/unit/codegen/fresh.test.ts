import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateAll } from '../../../codegen/cli'
import { repoRoot } from './typecheck'

// tests/unit/schemas/codegen-fresh.test.ts compares every output with the file on disk; these guard the rest.
describe('codegen outputs', () => {
  it('cover every file in src/generated, renderers/generated, schemas/generated and the OpenAPI document, and come out the same on every run', async () => {
    const first = await generateAll(repoRoot)
    const onDisk = ['src/generated', 'renderers/generated', 'schemas/generated'].flatMap((folder) =>
      readdirSync(join(repoRoot, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name))),
    )
    expect(onDisk.filter((path) => !(path in first))).toEqual([])
    expect(Object.keys(first)).toContain('openapi.json')
    expect(await generateAll(repoRoot)).toEqual(first)
  })
})
