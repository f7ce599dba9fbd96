import { beforeAll, describe, expect, it } from 'vitest'
import { validatePage } from '@renderers/schema/validate-page'
import { backend, signInAs } from './support'
import { serveInTests } from '../../support/msw'
import { appSemanticContext } from '../../support/engine'
import { fuzzRounds, seeded } from '../../support/fuzz'

serveInTests(backend.server)
beforeAll(() => signInAs('admin'))

const pages = import.meta.glob('/schemas/pages/**/*.json', { eager: true, import: 'default' })

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Every object and array of a schema, each with the keys it holds. */
function containers(value: Json, found: (Json[] | { [key: string]: Json })[] = []) {
  if (value && typeof value === 'object') {
    found.push(value)
    for (const item of Object.values(value)) containers(item, found)
  }
  return found
}

const WRONG_VALUES: Json[] = [null, 0, -1, '', 'x', true, [], {}, '{{ broken(', '{{ nobody.knows }}', 'no/such/action']

/** One random change an author's slip or a bad merge could make: a wrong type, an unknown key, a removed key, a huge array. */
function mutate(schema: Json, random: () => number): Json {
  const copy = structuredClone(schema)
  const targets = containers(copy)
  const target = targets[Math.floor(random() * targets.length)]
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  const keys: (string | number)[] = Array.isArray(target) ? target.map((_, index) => index) : Object.keys(target)
  const choice = random()
  if (Array.isArray(target) && choice < 0.25) {
    target.push(...Array.from({ length: 500 }, () => structuredClone(target[0] ?? null)))
  } else if (!Array.isArray(target) && choice < 0.4) {
    target[`unknown${Math.floor(random() * 100)}`] = pick(WRONG_VALUES)
  } else if (!Array.isArray(target) && choice < 0.55 && keys.length > 0) {
    delete target[String(pick(keys))]
  } else if (keys.length > 0) {
    ;(target as Record<string | number, Json>)[pick(keys)] = structuredClone(pick(WRONG_VALUES))
  }
  return copy
}

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
