import { beforeAll, describe, expect, it } from 'vitest'
import { validateEntity } from '@renderers/generated/validate/entity'
import { validateRules } from '@renderers/generated/validate/rules'
import { fieldRuleProblems, type RuledEntity } from '@schemas/rules/field-rules'
import { validatePickerSchema } from '@renderers/picker'
import { validatePage } from '@renderers/schema/validate-page'
import { backend, signInAs } from './support'
import { serveInTests } from '../../support/msw'
import { appSemanticContext } from '../../support/engine'

// The checks read the signed-in session's dictionaries and change nothing: one sign-in serves every check.
serveInTests(backend.server)
beforeAll(() => signInAs('admin'))

const pages = import.meta.glob('/schemas/pages/**/*.json', { eager: true, import: 'default' })
const entities = import.meta.glob('/schemas/entities/*.json', { eager: true, import: 'default' })
const rules = import.meta.glob('/schemas/rules/*.json', { eager: true, import: 'default' })
const pickers = import.meta.glob('/schemas/pickers/*.json', { eager: true, import: 'default' })

describe('every bundled schema', () => {
  it('includes the reference screens', () => {
    expect(Object.keys(pages)).toEqual(
      expect.arrayContaining(['/schemas/pages/system/UserList.json', '/schemas/pages/system/DictList.json']),
    )
  })

  it.each(Object.entries(pages))('page %s passes its meta-schema and the semantic checks', async (_, schema) => {
    const validation = await validatePage(schema, appSemanticContext())
    expect(validation.ok ? [] : validation.problems).toEqual([])
  })

  it.each(Object.entries(pickers))('picker %s passes the picker meta-schema and the semantic checks', (_, schema) => {
    const validation = validatePickerSchema(schema, appSemanticContext().dictCodes)
    expect(validation.ok ? [] : validation.problems).toEqual([])
  })

  it.each(Object.entries(entities))('entity %s passes the entity meta-schema and its rules check', (_, schema) => {
    expect(validateEntity(schema), JSON.stringify(validateEntity.errors)).toBe(true)
    expect(fieldRuleProblems(schema as RuledEntity)).toEqual([])
  })

  it.each(Object.entries(rules))('rule catalogue %s passes the rules meta-schema', (_, schema) => {
    expect(validateRules(schema), JSON.stringify(validateRules.errors)).toBe(true)
  })
})
