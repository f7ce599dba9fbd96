import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { generateAll } from '../../../codegen/cli'

const root = fileURLToPath(new URL('../../..', import.meta.url))

describe('generated files', () => {
  // Generating and formatting everything (entities, API types and client, validators, OpenAPI) takes seconds on a busy machine.
  it('match what `npm run codegen` would write now', async () => {
    const outputs = await generateAll(root)
    for (const [path, content] of Object.entries(outputs)) {
      expect(readFileSync(`${root}/${path}`, 'utf8'), `${path} is stale: run npm run codegen`).toBe(content)
    }
  }, 60_000)

  it('compile every validator ahead of time, with no run-time code compilation', () => {
    const code = readFileSync(`${root}/renderers/generated/validators.js`, 'utf8')
    expect(code).toMatch(/export const validateListPage\b/)
    expect(code).not.toMatch(/new Function|\beval\(|\bFunction\(/)
  })
})
