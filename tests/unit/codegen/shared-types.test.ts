import { describe, expect, it } from 'vitest'
import { generateAll } from '../../../codegen/cli'

const declared = (source: string): string[] =>
  [...source.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1])

describe('the generated types of the engine, the app and the business areas', () => {
  it('declare each type once: the app re-exports what the engine has, the business entities what the app has', async () => {
    const files = await generateAll()
    for (const [reader, owner] of [
      ['src/generated/entities.ts', 'renderers/generated/entities.ts'],
      ['src/generated/api-types.ts', 'renderers/generated/api-types.ts'],
      ['schemas/generated/entities.ts', 'src/generated/entities.ts'],
    ]) {
      const owned = declared(files[owner])
      expect(owned.length).toBeGreaterThan(0)
      expect(declared(files[reader]).filter((name) => owned.includes(name))).toEqual([])
      for (const name of owned) expect(files[reader]).toMatch(new RegExp(`^  ${name},$`, 'm'))
    }
  })
})
