import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { spelledPageDefaults } from '../../../codegen/spelled-page-defaults'

const root = fileURLToPath(new URL('../../..', import.meta.url))

const pageFiles = readdirSync(`${root}/schemas/pages`, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.json'))
  .map((name) => `schemas/pages/${name}`)

describe('bundled page schemas', () => {
  it('are all read', () => {
    expect(pageFiles.length).toBeGreaterThan(60)
  })

  // Read as drawn: a field's title may come from its entity, and with it its default placeholder and message.
  it('spell out no default of the language: FormItem around a value, 请输入/请选择 + title, the required message', async () => {
    const spelled = await Promise.all(
      pageFiles.map(async (file) => {
        const pointers = await spelledPageDefaults(JSON.parse(readFileSync(`${root}/${file}`, 'utf8')))
        return pointers.map((pointer) => `${file}#${pointer}`)
      }),
    )
    expect(spelled.flat()).toEqual([])
  })
})
