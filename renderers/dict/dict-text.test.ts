import { describe, expect, it } from 'vitest'
import { dictText, itemText } from './dict-text'

const SEX = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
]

describe('dictText', () => {
  it('prefers the server translation <field>_dictText', () => {
    expect(dictText({ sex: 1, sex_dictText: '男性' }, 'sex', SEX)).toBe('男性')
  })

  it('looks values up in the items, comma lists included, and keeps unknown values', () => {
    expect(dictText({ sex: 2 }, 'sex', SEX)).toBe('女')
    expect(dictText({ sex: '1,2,9' }, 'sex', SEX)).toBe('男,女,9')
    expect(dictText({ sex: null }, 'sex', SEX)).toBe('')
    expect(dictText({ sex: 1 }, 'sex', undefined)).toBe('1')
  })

  it('reads the label of items answered with label or title', () => {
    expect(itemText({ value: 'x', label: '标签' } as never)).toBe('标签')
    expect(itemText({ value: 'x', title: '标题' } as never)).toBe('标题')
  })
})
