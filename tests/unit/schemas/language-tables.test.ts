import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { languageTables, tableIn } from '../../../codegen/language-tables'

const readme = readFileSync(new URL('../../../schemas/meta/README.md', import.meta.url), 'utf8')

describe('the schema language README', () => {
  it.each(Object.entries(languageTables()))(
    'lists the %s the engine has registered (npx tsx codegen/update-language-tables.ts writes them)',
    (name, table) => {
      expect(tableIn(readme, name)).toBe(table)
    },
  )

  it('names every widget type and action kind it lists once', () => {
    const { widgets, actions } = languageTables()
    expect(widgets).toContain('| `dict` | ✓ | ✓ | ✓ | 请选择… | 请选择…! |')
    expect(actions).toContain('| `deleteBatch` |')
  })

  it('the schema language README has no line over 200 characters', () => {
    const long = readme
      .split('\n')
      .flatMap((line, index) => (line.length > 200 ? [`${index + 1} (${line.length})`] : []))
    expect(long, `lines over 200 characters: ${long.join(', ')}`).toEqual([])
  })
})
