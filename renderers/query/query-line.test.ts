import { describe, expect, it } from 'vitest'
import {
  dictOf,
  isComplete,
  newLine,
  rulesFor,
  splitDict,
  withField,
  withRule,
  type QueryFieldDef,
  type QueryLine,
} from './query-line'

const sex: QueryFieldDef = { field: 'sex', label: '性别', type: 'int', dbType: 'int', dictCode: 'sex' }
const status: QueryFieldDef = {
  field: 'status',
  label: '状态',
  type: 'string',
  dbType: 'string',
  options: [{ value: 'Y', label: '是' }],
}

describe('query lines', () => {
  it('choosing a field empties the value and takes type, options and dictionary, keeping the rule', () => {
    const line: QueryLine = { ...newLine(), rule: 'ne', field: 'username', type: 'string', val: 'adm' }
    expect(withField(line, sex)).toEqual({
      key: line.key,
      rule: 'ne',
      field: 'sex',
      type: 'int',
      dbType: 'int',
      dictCode: 'sex',
      val: undefined,
    })
    expect(withField({ ...line, dictCode: 'sex' }, status)).toMatchObject({
      options: status.options,
      dictCode: undefined,
      val: undefined,
    })
  })

  it('leaving in keeps the first value of a dictionary or option field, whether a list or a comma string', () => {
    const line = withField({ ...newLine(), rule: 'in' }, sex)
    expect(withRule({ ...line, val: ['2', '1'] }, 'eq').val).toBe('2')
    expect(withRule({ ...line, val: '1,2' }, 'ne').val).toBe('1')
    expect(withRule({ ...withField(line, status), val: ['Y', 'N'] }, 'eq').val).toBe('Y')
    expect(withRule({ ...line, val: ['2', '1'] }, 'in').val).toEqual(['2', '1'])
    expect(withRule({ ...newLine(), rule: 'in', type: 'string', val: 'a,b' }, 'eq').val).toBe('a,b')
  })

  it('offers eq, in and ne for a picked user or department, turning any other rule into eq, and keeps the first pick when leaving in', () => {
    const depart: QueryFieldDef = {
      field: 'orgCode',
      label: '所属部门',
      type: 'sel_depart',
      dbType: 'string',
      customReturnField: 'orgCode',
    }
    expect(rulesFor('sel_user').map((rule) => rule.value)).toEqual(['eq', 'in', 'ne'])
    expect(rulesFor('string')).toHaveLength(8)
    expect(withField({ ...newLine(), rule: 'like' }, depart)).toMatchObject({
      rule: 'eq',
      type: 'sel_depart',
      customReturnField: 'orgCode',
    })
    expect(withField({ ...newLine(), rule: 'in' }, depart).rule).toBe('in')
    expect(withRule({ ...withField({ ...newLine(), rule: 'in' }, depart), val: 'A01A01,A01A02' }, 'ne').val).toBe(
      'A01A01',
    )
  })

  it('counts a line only with field, rule and value', () => {
    expect(isComplete({ key: 'a', field: 'sex', rule: 'eq', val: '1' })).toBe(true)
    expect(isComplete({ key: 'a', field: 'sex', rule: 'eq', val: 0 })).toBe(true)
    expect(isComplete({ key: 'a', rule: 'eq', val: '1' })).toBe(false)
    expect(isComplete({ key: 'a', field: 'sex', val: '1' })).toBe(false)
    expect(isComplete({ key: 'a', field: 'sex', rule: 'in', val: [] })).toBe(false)
    expect(isComplete({ key: 'a', field: 'sex', rule: 'eq', val: '' })).toBe(false)
  })

  it('splits a table dictionary into table, text and code and joins it back', () => {
    expect(splitDict('sys_depart,depart_name,id')).toEqual({
      dictTable: 'sys_depart',
      dictText: 'depart_name',
      dictCode: 'id',
    })
    expect(splitDict('sex')).toEqual({ dictCode: 'sex' })
    expect(dictOf(splitDict('sys_depart,depart_name,id'))).toBe('sys_depart,depart_name,id')
  })
})
