import { describe, expect, it } from 'vitest'
import type { PickerSchema } from '../generated/schema-language'
import { fieldValue, pickerConfig, valuesOf } from './picker-config'

const schema: PickerSchema = {
  kind: 'picker',
  name: '用户',
  layout: 'table',
  api: { list: '/sys/user/list' },
  columns: [{ field: 'realname', title: '姓名' }],
}

describe('picker config', () => {
  it('has the business-picker defaults: 900 wide, multiple, ellipsis 12, pages of 5 in 5/10/20/30, returns id', () => {
    expect(pickerConfig(schema)).toMatchObject({
      title: '用户选择',
      width: 900,
      multiple: true,
      rowKey: 'id',
      valueKey: 'id',
      displayKey: 'id',
      ellipsisLength: 12,
      pageSize: 5,
      pageSizeOptions: [5, 10, 20, 30],
    })
  })

  it('stores the code field of returnFields, or the id field with returnId', () => {
    const withKeys: PickerSchema = { ...schema, returnFields: ['id', 'username'], displayField: 'realname' }
    expect(pickerConfig(withKeys).valueKey).toBe('username')
    expect(pickerConfig(withKeys, { returnId: true }).valueKey).toBe('id')
    expect(pickerConfig(withKeys, { multiple: false }).multiple).toBe(false)
  })

  it('reads stored values from strings with a trailing comma and from arrays, and writes them back', () => {
    expect(valuesOf('a,b,')).toEqual(['a', 'b'])
    expect(valuesOf(['a'])).toEqual(['a'])
    expect(valuesOf(undefined)).toEqual([])
    expect(fieldValue(['a', 'b'], {})).toBe('a,b')
    expect(fieldValue(['a', 'b'], { trailingSeparator: true })).toBe('a,b,')
    expect(fieldValue([], { trailingSeparator: true })).toBe('')
    expect(fieldValue(['a'], { valueType: 'array' })).toEqual(['a'])
  })
})
