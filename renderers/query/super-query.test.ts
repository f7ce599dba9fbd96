import { describe, expect, it } from 'vitest'
import { conditionsOf, superQueryParams } from './super-query'

describe('super query parameters', () => {
  it('sends complete lines only, several values as one comma list', () => {
    const conditions = conditionsOf([
      { key: 'a', field: 'sex', rule: 'in', val: ['1', '2'], type: 'int', dbType: 'int', dictCode: 'sex' },
      { key: 'b', field: 'username', rule: 'eq' },
      { key: 'c', field: 'phone', rule: 'like', val: 138 },
    ])
    expect(conditions).toEqual([
      { field: 'sex', rule: 'in', val: '1,2', type: 'int', dbType: 'int' },
      { field: 'phone', rule: 'like', val: '138', type: 'string', dbType: 'string' },
    ])
  })

  it('URI-encodes the JSON once and sends the match type; nothing without conditions', () => {
    const conditions = [
      { field: 'realname', rule: 'like' as const, val: '张 三', type: 'string' as const, dbType: 'string' as const },
    ]
    const params = superQueryParams({ matchType: 'or', conditions })
    expect(params.superQueryMatchType).toBe('or')
    expect(params.superQueryParams).toBe(encodeURI(JSON.stringify(conditions)))
    expect(JSON.parse(decodeURI(params.superQueryParams))).toEqual(conditions)
    expect(superQueryParams({ matchType: 'and', conditions: [] })).toEqual({})
    expect(superQueryParams(undefined)).toEqual({})
  })
})
