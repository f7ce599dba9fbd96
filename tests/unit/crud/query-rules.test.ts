import { describe, expect, it } from 'vitest'
import type { EntitySchema } from '@mocks/kernel/crud/entity-schemas'
import { queryRows } from '@mocks/kernel/crud/query'
import { javaSplit, ruleOfValue, valueForRule } from '@mocks/kernel/crud/query/rules'
import { categoryQueryValue } from '@renderers/widgets/category/category-query'

/** Rules of QueryGenerator (convert2Rule, replaceValue, addEasyQuery) and the MySQL comparisons behind them. */

const schema: EntitySchema = {
  $id: 'rule-record',
  title: 'RuleRecord',
  properties: {
    id: { type: 'string' },
    code: { type: ['string', 'null'] },
    name: { type: ['string', 'null'] },
    amountText: { type: ['string', 'null'] },
    rank: { type: ['integer', 'null'] },
    day: { type: ['string', 'null'], format: 'date' },
    time: { type: ['string', 'null'], format: 'date-time' },
  },
}

const rows = [
  { id: '1', code: 'A01', name: 'José', amountText: '9', rank: 9, day: '2024-03-01', time: '2024-03-01 08:00:00' },
  {
    id: '2',
    code: 'A01A02',
    name: 'jose  ',
    amountText: '10',
    rank: 10,
    day: '2024-03-02',
    time: '2024-03-02 00:00:00',
  },
  { id: '3', code: 'A02', name: 'a_b', amountText: 'abc', rank: 0, day: '2024-02-29', time: '2024-02-29 23:59:59' },
  { id: '4', code: 'B01', name: 'a%b', amountText: '2.5e1', rank: 25, day: null, time: null },
  { id: '5', code: null, name: 'Straße', amountText: null, rank: null, day: '2023-12-31', time: '2023-12-31 12:00:00' },
]

const ids = (query: Record<string, string>) => {
  const found = queryRows(rows, { schema }, new URLSearchParams(query))
  if (!Array.isArray(found)) throw new Error(found.message)
  return found.map((row) => row.id).sort()
}

const superIds = (conditions: object[]) => ids({ superQueryParams: encodeURI(JSON.stringify(conditions)) })

describe('convert2Rule and replaceValue', () => {
  it('reads >=, <=, >, < and != only with a space after them, and keeps that space in the value', () => {
    expect([ruleOfValue('>= A01'), valueForRule('ge', '>= A01')]).toEqual(['ge', ' A01'])
    expect([ruleOfValue('<= A01'), valueForRule('le', '<= A01')]).toEqual(['le', ' A01'])
    expect([ruleOfValue('> 5'), valueForRule('gt', '> 5')]).toEqual(['gt', ' 5'])
    expect([ruleOfValue('< 5'), valueForRule('lt', '< 5')]).toEqual(['lt', ' 5'])
    expect([ruleOfValue('!= x'), valueForRule('ne', '!= x')]).toEqual(['ne', '= x'])
    expect(ruleOfValue('>=A01')).toBe('eq')
    expect(valueForRule('eq', '>=A01')).toBe('>=A01')
  })

  it('reads the word forms with a space and trims what follows', () => {
    expect([ruleOfValue('ge A01A02'), valueForRule('ge', 'ge A01A02')]).toEqual(['ge', 'A01A02'])
    expect([ruleOfValue('lt  B'), valueForRule('lt', 'lt  B')]).toEqual(['lt', 'B'])
  })

  it('reads stars as likes, escaping _ and % for MySQL; a lone star is a literal', () => {
    expect([ruleOfValue('*a_b*'), valueForRule('like', '*a_b*')]).toEqual(['like', 'a\\_b'])
    expect([ruleOfValue('*b'), valueForRule('left_like', '*b')]).toEqual(['left_like', 'b'])
    expect([ruleOfValue('a%*'), valueForRule('right_like', 'a%*')]).toEqual(['right_like', 'a\\%'])
    expect(ruleOfValue('*')).toBe('eq')
  })

  it('reads a comma as IN, split as Java splits (trailing empty parts dropped)', () => {
    expect([ruleOfValue('a,b,'), valueForRule('in', 'a,b,')]).toEqual(['in', ['a', 'b']])
    expect(javaSplit('a,,b', ',')).toEqual(['a', '', 'b'])
    expect(javaSplit(',', ',')).toEqual([])
    expect(ruleOfValue("to_date('2024-03-01','yyyy-MM-dd')")).toBe('eq')
  })

  it('reads a leading ! as NE, escaped like the likes; a lone = stays itself', () => {
    expect([ruleOfValue('!a_b'), valueForRule('ne', '!a_b')]).toEqual(['ne', 'a\\_b'])
    expect([ruleOfValue('='), valueForRule('eq', '=')]).toEqual(['eq', '='])
  })
})

describe('the rules on text columns, compared as MySQL compares under utf8mb4_general_ci', () => {
  it('ge and le of the category query narrow text columns lexicographically', () => {
    expect(ids({ code: categoryQueryValue('ge', 'A01A02') })).toEqual(['2', '3', '4'])
    expect(ids({ code: categoryQueryValue('le', 'A01A02') })).toEqual(['1', '2'])
  })

  it('reads the symbol forms as the server does: with a space ge compares with " value", without one it is text', () => {
    expect(ids({ code: '>= A01A02' })).toEqual(['1', '2', '3', '4'])
    expect(ids({ code: '<= A01A02' })).toEqual([])
    expect(ids({ code: '>=A01A02' })).toEqual([])
  })

  it('orders codes lexicographically with the word forms', () => {
    expect(ids({ code: 'ge A01A02' })).toEqual(['2', '3', '4'])
    expect(ids({ code: 'le A01A02' })).toEqual(['1', '2'])
    expect(ids({ code: 'gt A01' })).toEqual(['2', '3', '4'])
    expect(ids({ code: 'lt a02' })).toEqual(['1', '2'])
  })

  it('matches ignoring case, accents and trailing spaces (but a LIKE sees the spaces)', () => {
    expect(ids({ name: 'JOSE' })).toEqual(['1', '2'])
    expect(ids({ name: 'strasse' })).toEqual([])
    expect(ids({ name: 'STRASE' })).toEqual(['5'])
    expect(ids({ name: '*se' })).toEqual(['1', '5'])
  })

  it('takes _ and % literally where QueryGenerator escaped them, so !a_b excludes nothing', () => {
    expect(ids({ name: '*_*' })).toEqual(['3'])
    expect(ids({ name: 'a%*' })).toEqual(['4'])
    expect(ids({ name: '!a_b' })).toEqual(['1', '2', '3', '4', '5'])
    expect(ids({ name: '!josé' })).toEqual(['3', '4', '5'])
  })

  it('treats _ and % in an advanced-query like as wildcards (addEasyQuery does not escape)', () => {
    expect(superIds([{ field: 'name', rule: 'like', val: 'a_b' }])).toEqual(['3', '4'])
    expect(superIds([{ field: 'name', rule: 'right_like', val: 'j%e' }])).toEqual(['1', '2'])
  })

  it('reads IN on text with the collation too', () => {
    expect(ids({ code: 'a01,b01,' })).toEqual(['1', '4'])
  })
})

describe('numbers and dates', () => {
  it('compares a text column as text, and numerically once the value is a number (dbType)', () => {
    expect(superIds([{ field: 'amountText', rule: 'gt', val: '9' }])).toEqual(['3'])
    // Numeric context: '10' is 10, '2.5e1' is 25 and 'abc' is 0, as MySQL converts them.
    expect(superIds([{ field: 'amountText', rule: 'gt', val: '9', dbType: 'int' }])).toEqual(['2', '4'])
    expect(superIds([{ field: 'amountText', rule: 'eq', val: '0', dbType: 'int' }])).toEqual(['3'])
  })

  it('compares a number column numerically even when the value comes as text', () => {
    expect(superIds([{ field: 'rank', rule: 'ge', val: '10' }])).toEqual(['2', '4'])
    expect(ids({ rank_begin: '9', rank_end: '10' })).toEqual(['1', '2'])
  })

  it('compares dates chronologically: a date is midnight against a date-time, one-digit parts are read leniently', () => {
    expect(superIds([{ field: 'time', rule: 'ge', val: '2024-3-1', type: 'date' }])).toEqual(['1', '2'])
    expect(superIds([{ field: 'day', rule: 'lt', val: '2024-03-01', type: 'date' }])).toEqual(['3', '5'])
    expect(superIds([{ field: 'time', rule: 'le', val: '2024-02-29 23:59:59', type: 'datetime' }])).toEqual(['3', '5'])
    // SimpleDateFormat is lenient: 30 February is 1 March.
    expect(superIds([{ field: 'day', rule: 'eq', val: '2024-2-30', type: 'date' }])).toEqual(['1'])
  })
})
