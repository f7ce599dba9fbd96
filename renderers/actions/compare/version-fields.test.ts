import { describe, expect, it } from 'vitest'
import { compareFields, parseRecord } from './version-fields'

describe('compareFields', () => {
  it('lists the fields both versions hold and marks the ones whose values differ', () => {
    const rows = compareFields(
      parseRecord('{"name":"甲公司","phone":"010-1","tags":["a"],"gone":1}'),
      parseRecord('{"name":"甲公司","phone":"010-2","tags":["a"],"new":2}'),
    )
    expect(rows).toEqual([
      { field: 'name', first: '甲公司', second: '甲公司', changed: false },
      { field: 'phone', first: '010-1', second: '010-2', changed: true },
      { field: 'tags', first: '["a"]', second: '["a"]', changed: false },
    ])
  })

  it('reads text that is not a JSON object as a version without fields', () => {
    expect(parseRecord('改了电话')).toEqual({})
    expect(parseRecord('[1]')).toEqual({})
    expect(parseRecord(null)).toEqual({})
  })

  it('treats an empty value and a missing one alike', () => {
    expect(compareFields({ note: null }, { note: '' })[0].changed).toBe(false)
  })
})
