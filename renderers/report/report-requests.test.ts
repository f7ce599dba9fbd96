import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryDefaults, selfParams, stripQuotes } from './dynamic-params'
import { clearGroupRequests, groupRequest } from './group-request'
import { reportParams } from './report-params'
import { toggleRow } from './report-selection'
import { parseSorter } from './report-sorter'
import { reportRowKey } from './row-key'

const answer = (success: boolean) => ({
  success,
  message: success ? '' : '查询失败',
  code: success ? 200 : 500,
  result: null,
  timestamp: 0,
})

afterEach(() => {
  clearGroupRequests()
  vi.restoreAllMocks()
})

describe('dynamic parameters', () => {
  it('go as self_<name> as given, and fill a single query field without the quotes of a SQL literal', () => {
    expect(selfParams({ sex: "'2'", dept: 'A01' })).toEqual({ self_sex: "'2'", self_dept: 'A01' })
    expect(queryDefaults({ sex: "'2'", dept: 'A01' }, ['sex', 'realname'])).toEqual({ sex: '2' })
    expect(stripQuotes("'")).toBe("'")
    expect(stripQuotes("''")).toBe('')
  })
})

describe('getData parameters', () => {
  it('carry the self_ parameters, the query, the sort and the page; empty values go', () => {
    const search = [
      { field: 'name', title: '名称', rule: 'eq' as const },
      { field: 'signed', title: '签约', component: 'dateRange', rule: 'range' as const },
    ]
    const query = {
      search: { name: ' 研发部 ', signed: ['2024-01-01', '2024-02-01'] },
      sort: { column: 'name', order: 'asc' as const },
      pageNo: 2,
      pageSize: 10,
    }
    expect(reportParams(search, query, { org: "'A01'", empty: '' })).toEqual({
      self_org: "'A01'",
      name: '研发部',
      signed_begin: '2024-01-01',
      signed_end: '2024-02-01',
      column: 'name',
      order: 'asc',
      pageNo: 2,
      pageSize: 10,
    })
    expect(reportParams(undefined, { search: {}, sort: {}, pageNo: 1, pageSize: 10 }, undefined)).toEqual({
      pageNo: 1,
      pageSize: 10,
    })
  })
})

describe('sort config', () => {
  it('reads field=asc or field=desc and refuses anything else', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(parseSorter('createTime=DESC')).toEqual({ column: 'createTime', order: 'desc' })
    expect(parseSorter('name=asc')).toEqual({ column: 'name', order: 'asc' })
    expect(parseSorter('name=up')).toEqual({})
    expect(parseSorter('name')).toEqual({})
    expect(console.warn).toHaveBeenCalledTimes(2)
    expect(parseSorter(undefined)).toEqual({})
  })
})

describe('row keys and clicks', () => {
  it('builds a key from the values, the id first, cut to 50 characters', () => {
    expect(reportRowKey({ name: '研发部', id: '7', code: 'A01' })).toBe('7研发部A01')
    expect(reportRowKey({ text: 'x'.repeat(80), id: 'id' })).toBe(`id${'x'.repeat(48)}`)
    expect(reportRowKey({ a: null, b: 1 })).toBe('null1')
  })

  it('toggles a clicked row; single select keeps the row clicked last', () => {
    const a = { id: 'a' }
    const b = { id: 'b' }
    const none = { keys: [], rows: [] }
    const one = toggleRow(none, a, true)
    expect(toggleRow(one, b, true).rows).toEqual([a, b])
    expect(toggleRow(one, a, true)).toEqual(none)
    expect(toggleRow(one, b, false)).toEqual({ keys: ['b'], rows: [b] })
    expect(toggleRow(one, a, false)).toEqual(none)
  })
})

describe('grouped requests', () => {
  it('share one call per key for 30 seconds; without a key every call goes out', async () => {
    const send = vi.fn(() => Promise.resolve(answer(true)))
    await groupRequest('g/url', send)
    await groupRequest('g/url', send)
    expect(send).toHaveBeenCalledTimes(1)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 30_001)
    await groupRequest('g/url', send)
    expect(send).toHaveBeenCalledTimes(2)
    await groupRequest(undefined, send)
    await groupRequest(undefined, send)
    expect(send).toHaveBeenCalledTimes(4)
  })

  it('do not keep a failed answer', async () => {
    const send = vi.fn(() => Promise.resolve(answer(false)))
    await groupRequest('g/fail', send)
    await groupRequest('g/fail', send)
    expect(send).toHaveBeenCalledTimes(2)
  })
})
