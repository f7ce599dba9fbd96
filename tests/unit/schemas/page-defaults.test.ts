import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { spelledDefaultDecorators } from '@renderers/form/node-defaults'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/** Every Formily schema a page holds (its forms, detail views, the forms of the pages it nests), with its pointer. */
function formSchemas(value: unknown, at = ''): [string, unknown][] {
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => {
    const here = `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
    return key === 'schema' && child && typeof child === 'object' && !Array.isArray(child)
      ? [[here, child] as [string, unknown], ...formSchemas(child, here)]
      : formSchemas(child, here)
  })
}

const pageFiles = readdirSync(`${root}/schemas/pages`, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.json'))
  .map((name) => `schemas/pages/${name}`)

describe('bundled page schemas', () => {
  it('are all read', () => {
    expect(pageFiles.length).toBeGreaterThan(60)
  })

  it('spell out no default of the language (a value node is drawn in FormItem unless it names another decorator)', () => {
    const spelled = pageFiles.flatMap((file) => {
      const page: unknown = JSON.parse(readFileSync(`${root}/${file}`, 'utf8'))
      return formSchemas(page).flatMap(([pointer, schema]) =>
        spelledDefaultDecorators(schema, pointer).map((path) => `${file}#${path}`),
      )
    })
    expect(spelled).toEqual([])
  })
})
