import { describe, expect, it } from 'vitest'
import type { EntitySchema } from '@mocks/kernel/crud/entity-schemas'
import { paginate, queryRows } from '@mocks/kernel/crud/query'

const schema: EntitySchema = {
  $id: 'case-record',
  title: 'CaseRecord',
  properties: {
    id: { type: 'string' },
    title: { type: ['string', 'null'] },
    agent: { type: ['string', 'null'] },
    fee: { type: ['integer', 'null'] },
    amount: { type: ['number', 'null'] },
    filed: { type: ['boolean', 'null'] },
    status: { type: ['string', 'null'], 'x-dict': 'case_status' },
    birthday: { type: ['string', 'null'], format: 'date' },
    createTime: { type: ['string', 'null'], format: 'date-time' },
    note: { type: ['string', 'null'] },
  },
}

const rows = [
  {
    id: '1',
    title: 'Patent_A',
    agent: 'zhangsan',
    fee: 5,
    amount: 1.5,
    filed: true,
    status: '1',
    birthday: '1990-09-23',
    createTime: '2024-03-01 09:00:00',
    note: null,
  },
  {
    id: '2',
    title: 'patent%B',
    agent: 'lisi',
    fee: 12,
    amount: 20,
    filed: false,
    status: '2',
    birthday: '1992-02-14',
    createTime: '2024-03-01 18:30:00',
    note: '加急',
  },
  {
    id: '3',
    title: 'Trademark C',
    agent: 'ZhangSan',
    fee: 30,
    amount: 3,
    filed: true,
    status: '3',
    birthday: null,
    createTime: '2024-03-02 00:00:00',
    note: '普通',
  },
  {
    id: '4',
    title: '> 5',
    agent: null,
    fee: null,
    amount: null,
    filed: null,
    status: null,
    birthday: null,
    createTime: '2024-02-28 12:00:00',
    note: '',
  },
]

const ids = (query: Record<string, string>) => {
  const found = queryRows(rows, { schema }, new URLSearchParams(query))
  if (!Array.isArray(found)) throw new Error(found.message)
  return found.map((row) => row.id).sort()
}

describe('value rules (QueryGenerator.convert2Rule / replaceValue)', () => {
  it('matches plain values exactly, case-insensitively as MySQL does', () => {
    expect(ids({ agent: 'zhangsan' })).toEqual(['1', '3'])
    expect(ids({ agent: 'zhang' })).toEqual([])
  })

  it('turns stars into likes: *x* anywhere, x* starts with, *x ends with', () => {
    expect(ids({ title: '*TENT*' })).toEqual(['1', '2'])
    expect(ids({ title: 'trade*' })).toEqual(['3'])
    expect(ids({ title: '*_a' })).toEqual(['1'])
  })

  it('treats _ and % inside a like literally (the server escapes them)', () => {
    expect(ids({ title: '*%*' })).toEqual(['2'])
    expect(ids({ title: '*_*' })).toEqual(['1'])
  })

  it('keeps a lone star as an exact match', () => {
    expect(ids({ title: '*' })).toEqual([])
  })

  it('reads ,a,b, as any of several likes, whose _ and % stay wildcards (the server does not escape them there)', () => {
    expect(ids({ title: ',trade,_a,' })).toEqual(['1', '2', '3'])
    expect(ids({ title: ',trade,t_a,' })).toEqual(['1', '3'])
    expect(ids({ title: ',mark,' })).toEqual(['3'])
  })

  it('reads a comma list as IN', () => {
    expect(ids({ agent: 'lisi,ZHANGSAN' })).toEqual(['1', '2', '3'])
  })

  it('reads !x as not-equal, which never matches NULL', () => {
    expect(ids({ agent: '!lisi' })).toEqual(['1', '3'])
    expect(ids({ note: '!加急' })).toEqual(['3', '4'])
  })

  it('honours operator words only with a space: gt/ge/lt/le/eq on text', () => {
    expect(ids({ agent: 'ge m' })).toEqual(['1', '3'])
    expect(ids({ agent: 'lt m' })).toEqual(['2'])
    expect(ids({ agent: 'eq lisi' })).toEqual(['2'])
  })

  it('keeps the space after a symbol operator, so ">= m" compares with " m"', () => {
    // " m" sorts before every letter, so every non-null agent is >= it.
    expect(ids({ agent: '>= m' })).toEqual(['1', '2', '3'])
  })

  it('falls back to a literal match when the operator has no space (what JInput sends)', () => {
    expect(ids({ fee: '5' })).toEqual(['1'])
    expect(ids({ title: '>=5' })).toEqual([])
    // With the space it is a comparison with " 5", so the row titled "> 5" cannot be found exactly.
    expect(ids({ title: '> 5' })).toEqual(['1', '2', '3', '4'])
  })

  it('strips one character for NE, so "!= x" and "ne x" look for "= x" and "e x"', () => {
    expect(ids({ agent: '!= lisi' })).toEqual(['1', '2', '3'])
    expect(ids({ agent: 'ne lisi' })).toEqual(['1', '2', '3'])
  })

  it('reads a++b as an exact match containing a comma', () => {
    const withComma = [{ ...rows[0], title: 'a,b' }]
    const found = queryRows(withComma, { schema }, new URLSearchParams({ title: 'a++b' }))
    expect(Array.isArray(found) && found.map((row) => row.id)).toEqual(['1'])
  })
})

describe('typed properties, ranges and multi-values', () => {
  it('binds numbers and booleans and compares exactly', () => {
    expect(ids({ fee: '12' })).toEqual(['2'])
    expect(ids({ filed: 'true' })).toEqual(['1', '3'])
  })

  it('fails the request when a typed value does not bind, like Spring', () => {
    expect(() => queryRows(rows, { schema }, new URLSearchParams({ fee: '5,12' }))).toThrow(/rejected value \[5,12\]/)
  })

  it('uses _MultiString for IN on any type', () => {
    expect(ids({ fee_MultiString: '5,30' })).toEqual(['1', '3'])
    expect(ids({ status_MultiString: '1,2' })).toEqual(['1', '2'])
  })

  it('widens 10-character dates of _begin/_end to the whole day', () => {
    expect(ids({ createTime_begin: '2024-03-01', createTime_end: '2024-03-01' })).toEqual(['1', '2'])
    expect(ids({ createTime_begin: '2024-03-01 12:00:00' })).toEqual(['2', '3'])
  })

  it('compares number ranges numerically, not as text', () => {
    expect(ids({ fee_begin: '6', fee_end: '30' })).toEqual(['2', '3'])
    expect(ids({ amount_begin: '2.5' })).toEqual(['2', '3'])
  })

  it('skips a range bound that does not parse, as the server logs and moves on', () => {
    expect(ids({ fee_begin: 'many' })).toEqual(['1', '2', '3', '4'])
  })

  it('ignores parameters that are not entity properties', () => {
    expect(ids({ pageNo: '2', _t: '123', unknown: 'x' })).toEqual(['1', '2', '3', '4'])
  })
})

describe('sorting (doMultiFieldsOrder)', () => {
  const order = (query: Record<string, string>) => {
    const found = queryRows(rows, { schema }, new URLSearchParams(query))
    return Array.isArray(found) ? found.map((row) => row.id) : found.message
  }

  it('defaults to createTime, newest first', () => {
    expect(order({})).toEqual(['3', '2', '1', '4'])
  })

  it('strips _dictText from the column and sorts NULLs first ascending', () => {
    expect(order({ column: 'status_dictText', order: 'asc' })).toEqual(['4', '1', '2', '3'])
  })

  it('sorts by several columns, the direction applying to each', () => {
    expect(order({ column: 'filed,fee', order: 'desc' })).toEqual(['3', '1', '2', '4'])
  })

  it('refuses a column the entity does not have', () => {
    expect(order({ column: 'password', order: 'asc' })).toBe('请注意，将要排序的列字段不存在：password')
  })
})

describe('superQueryParams', () => {
  const encoded = (conditions: unknown[]) => encodeURI(JSON.stringify(conditions))

  it('decodes the doubly encoded JSON and applies each rule', () => {
    const conditions = [{ field: 'title', rule: 'like', val: 'patent', type: 'string', dbType: 'string', dictCode: '' }]
    expect(ids({ superQueryParams: encoded(conditions) })).toEqual(['1', '2'])
    expect(ids({ superQueryParams: encoded([{ field: 'title', rule: 'right_like', val: 'trade' }]) })).toEqual(['3'])
    expect(ids({ superQueryParams: encoded([{ field: 'title', rule: 'left_like', val: '_a' }]) })).toEqual(['1'])
    expect(ids({ superQueryParams: encoded([{ field: 'agent', rule: 'in', val: 'lisi,zhangsan' }]) })).toEqual([
      '1',
      '2',
      '3',
    ])
    expect(ids({ superQueryParams: encoded([{ field: 'agent', rule: 'ne', val: 'lisi' }]) })).toEqual(['1', '3'])
  })

  it('converts by dbType and type before comparing', () => {
    expect(ids({ superQueryParams: encoded([{ field: 'fee', rule: 'gt', val: '9', dbType: 'int' }]) })).toEqual([
      '2',
      '3',
    ])
    expect(ids({ superQueryParams: encoded([{ field: 'amount', rule: 'le', val: '3', dbType: 'double' }]) })).toEqual([
      '1',
      '3',
    ])
    expect(
      ids({ superQueryParams: encoded([{ field: 'birthday', rule: 'eq', val: '1990-09-23', type: 'date' }]) }),
    ).toEqual(['1'])
    expect(
      ids({
        superQueryParams: encoded([{ field: 'createTime', rule: 'ge', val: '2024-03-01 18:30:00', type: 'datetime' }]),
      }),
    ).toEqual(['2', '3'])
    expect(
      ids({ superQueryParams: encoded([{ field: 'filed', rule: 'eq', val: 'true', dbType: 'boolean' }]) }),
    ).toEqual(['1', '3'])
  })

  it('accepts the symbol forms of rules', () => {
    expect(ids({ superQueryParams: encoded([{ field: 'fee', rule: '>=', val: '12', dbType: 'int' }]) })).toEqual([
      '2',
      '3',
    ])
  })

  it('joins with AND by default and OR when asked', () => {
    const conditions = [
      { field: 'agent', rule: 'eq', val: 'lisi' },
      { field: 'fee', rule: 'ge', val: '30', dbType: 'int' },
    ]
    expect(ids({ superQueryParams: encoded(conditions) })).toEqual([])
    expect(ids({ superQueryParams: encoded(conditions), superQueryMatchType: 'or' })).toEqual(['2', '3'])
  })

  it('skips conditions missing field, rule or value, and combines with the plain filters', () => {
    const conditions = [
      { field: 'agent', rule: 'eq', val: '' },
      { rule: 'eq', val: 'x' },
      { field: 'fee', rule: 'lt', val: '20', dbType: 'int' },
    ]
    expect(ids({ superQueryParams: encoded(conditions), agent: 'zhangsan' })).toEqual(['1'])
  })

  it('ignores malformed JSON like the server, which only logs it', () => {
    expect(ids({ superQueryParams: '%5B%7Bbroken' })).toEqual(['1', '2', '3', '4'])
  })
})

describe('paging', () => {
  it('answers the MyBatis-Plus page with defaults 1 and 10', () => {
    const page = paginate(rows, new URLSearchParams({ pageSize: '3', pageNo: '2' }))
    expect(page).toMatchObject({ total: 4, size: 3, current: 2, pages: 2 })
    expect(page.records).toHaveLength(1)
    expect(paginate(rows, new URLSearchParams()).size).toBe(10)
  })
})
