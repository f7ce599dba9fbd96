import { beforeAll, describe, expect, it } from 'vitest'
import { validatePage } from '@renderers/schema/validate-page'
import { backend, signInAs } from './support'
import { serveInTests } from '../../support/msw'
import { appSemanticContext } from '../../support/engine'
import { fuzzRounds, seeded } from '../../support/fuzz'
import { mutate, type Json } from '../../support/schema-mutations'

serveInTests(backend.server)
beforeAll(() => signInAs('admin'))

const pages = import.meta.glob('/schemas/pages/**/*.json', { eager: true, import: 'default' })

describe('random mutations of every bundled page schema (fixed-seed fuzz)', () => {
  it('never throw: each is either valid or reported as problems, each at a JSON pointer with a message', async () => {
    const random = seeded(36)
    let reported = 0
    for (const [name, schema] of Object.entries(pages)) {
      for (let round = 0; round < fuzzRounds(3); round += 1) {
        const mutated = mutate(schema as Json, random)
        const validation = await validatePage(mutated, appSemanticContext())
        if (validation.ok) continue
        reported += 1
        expect(validation.problems.length, name).toBeGreaterThan(0)
        for (const problem of validation.problems) {
          expect(problem.pointer, `${name}: ${problem.message}`).toMatch(/^(|.*#)?(\/.*)?$/)
          expect(problem.message.length, name).toBeGreaterThan(0)
        }
      }
    }
    expect(reported).toBeGreaterThan(Object.keys(pages).length)
  })
})
