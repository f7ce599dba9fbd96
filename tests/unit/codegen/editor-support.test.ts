import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './typecheck'

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? jsonFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('editor support', () => {
  it('every schema file names its meta-schema by a relative $schema that exists, so VS Code completes it', () => {
    const unresolved = jsonFiles(join(repoRoot, 'schemas'))
      .filter((file) => !file.includes(`${join('schemas', 'meta')}`))
      .filter((file) => {
        const target = JSON.parse(readFileSync(file, 'utf8')).$schema
        return (
          typeof target !== 'string' || !target.endsWith('.schema.json') || !existsSync(join(dirname(file), target))
        )
      })
      .map((file) => relative(repoRoot, file))
    expect(unresolved).toEqual([])
  })

  it('every catalogue file uses the catalogue meta-schema', () => {
    const others = jsonFiles(join(repoRoot, 'schemas/api')).filter(
      (file) => JSON.parse(readFileSync(file, 'utf8')).$schema !== '../meta/api-catalogue.schema.json',
    )
    expect(others).toEqual([])
  })
})
