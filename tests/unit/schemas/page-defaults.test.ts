import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { spelledFragmentDefaults, spelledPageDefaults } from '../../../codegen/spelled-page-defaults'
import { findFragment, loadFragments } from '../../../renderers/schema/fragment-files'
import { resolveFragments } from '../../../renderers/schema/resolve-fragments'

const root = fileURLToPath(new URL('../../..', import.meta.url))

const pageFiles = readdirSync(`${root}/schemas/pages`, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.json'))
  .map((name) => `schemas/pages/${name}`)
const pages: unknown[] = pageFiles.map((file) => JSON.parse(readFileSync(`${root}/${file}`, 'utf8')))
const fragmentNames = readdirSync(`${root}/schemas/fragments`)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))

describe('bundled page schemas', () => {
  it('are all read', () => {
    expect(pageFiles.length).toBeGreaterThan(60)
  })

  // Read as drawn: a field's title may come from its entity, and with it its default placeholder and message.
  it('spell out no default of the language: FormItem around a value, 请输入/请选择 + title, the required message', async () => {
    const spelled = await Promise.all(
      pageFiles.map(async (file, index) => {
        const pointers = await spelledPageDefaults(pages[index])
        return pointers.map((pointer) => `${file}#${pointer}`)
      }),
    )
    expect(spelled.flat()).toEqual([])
  })
})

describe('bundled fragments', () => {
  it('are each used by a page: a fragment no page names is dead text', async () => {
    await Promise.all(pages.map(loadFragments))
    const used = new Set(pages.flatMap((page) => resolveFragments(page, findFragment).origins.map(({ name }) => name)))
    expect(fragmentNames.length).toBeGreaterThan(0)
    expect(fragmentNames.filter((name) => !used.has(name))).toEqual([])
  })

  it('spell out no default that every page using them would be drawn with anyway', async () => {
    const spelled = await Promise.all(
      fragmentNames.map(async (name) =>
        (await spelledFragmentDefaults(name, pages)).map((pointer) => `schemas/fragments/${name}.json#${pointer}`),
      ),
    )
    expect(spelled.flat()).toEqual([])
  })
})
