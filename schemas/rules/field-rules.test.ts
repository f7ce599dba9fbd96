import { describe, expect, it } from 'vitest'
import { validateEntity } from '@renderers/generated/validate/entity'
import { fromAjv } from '@renderers/core/problems/problems'
import { createDatabase } from '@mocks/database'
import { tableEntities } from '@mocks/kernel/crud/entity-schemas'
import { comparedFields, fieldRuleMessage, fieldRuleProblems, fieldRules, type RuledField } from './field-rules'

const entity = (properties: Record<string, RuledField & { type: string }>) => ({
  $schema: '../meta/entity.schema.json',
  $id: 'demo',
  title: 'Demo',
  type: 'object',
  properties,
})

describe('value rules declared on entity fields', () => {
  it('judge a row field by field, naming a compared field by its title', () => {
    const contract = {
      properties: {
        amount: { title: '金额', 'x-validator': [{ nonNegative: true }] },
        startDate: { title: '有效期起' },
        endDate: { title: '有效期止', 'x-validator': [{ notBefore: 'startDate' }] },
      },
    }
    expect(fieldRuleMessage(contract, 'amount', { amount: -1 })).toBe('不能为负数')
    expect(fieldRuleMessage(contract, 'endDate', { startDate: '2026-02-01', endDate: '2026-01-31' })).toBe(
      '不能早于有效期起',
    )
    expect(fieldRuleMessage(contract, 'startDate', { startDate: 'x' })).toBeUndefined()
    expect(fieldRules(contract.properties.endDate)).toEqual([['notBefore', 'startDate']])
    expect(comparedFields(contract.properties.endDate)).toEqual(['startDate'])
    expect(comparedFields(contract.properties.amount)).toEqual([])
  })

  it('report a malformed rule at its JSON pointer, and an unknown rule or compared field by name', () => {
    const malformed = entity({ amount: { type: 'number', 'x-validator': [{ min: 'zero' }] } })
    expect(validateEntity(malformed)).toBe(false)
    expect(fromAjv(validateEntity.errors).map((problem) => problem.pointer)).toContain(
      '/properties/amount/x-validator/0/min',
    )
    const twoInOne = entity({ amount: { type: 'number', 'x-validator': [{ nonNegative: true, integer: true }] } })
    expect(validateEntity(twoInOne)).toBe(false)
    const unknown = entity({
      endDate: { type: 'string', 'x-validator': [{ notBefore: 'beginDate' }, { positive: true }] },
    })
    expect(validateEntity(unknown)).toBe(true)
    expect(fieldRuleProblems(unknown)).toEqual([
      { pointer: '/properties/endDate/x-validator/0/notBefore', message: '比较的字段 beginDate 不是本实体的字段' },
      {
        pointer: '/properties/endDate/x-validator/1/positive',
        message: '校验规则 positive 不在规则目录 schemas/rules/common.json 中',
      },
    ])
  })

  it('hold for every seeded row, so editing a seeded record is never refused for what it already holds', () => {
    const db = createDatabase()
    const broken = tableEntities().flatMap((schema) =>
      db
        .table<{ id: string } & Record<string, unknown>>(schema['x-table']!)
        .list()
        .flatMap((row) =>
          Object.keys(schema.properties).flatMap((name) => {
            const message = fieldRuleMessage(schema, name, row)
            return message ? [`${schema.$id} ${String(row.id)} ${name}: ${message}`] : []
          }),
        ),
    )
    expect(broken).toEqual([])
  })
})
