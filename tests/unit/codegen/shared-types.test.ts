import { describe, expect, it } from 'vitest'
import { generateAll } from '../../../codegen/cli'

const declared = (source: string): string[] =>
  [...source.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1])

describe("the app's generated types and the engine's", () => {
  it('declare each type once: the app re-exports what the engine has', async () => {
    const files = await generateAll()
    for (const [app, engine] of [
      ['src/generated/entities.ts', 'renderers/generated/entities.ts'],
      ['src/generated/api-types.ts', 'renderers/generated/api-types.ts'],
    ]) {
      const engineTypes = declared(files[engine])
      expect(engineTypes.length).toBeGreaterThan(0)
      expect(declared(files[app]).filter((name) => engineTypes.includes(name))).toEqual([])
      for (const name of engineTypes) expect(files[app]).toMatch(new RegExp(`^  ${name},$`, 'm'))
    }
  })
})
