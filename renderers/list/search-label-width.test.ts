import { describe, expect, it } from 'vitest'
import { searchLabelWidth } from './search-label-width'

describe('the search form label width', () => {
  it('fits the longest title and its colon, a Chinese character an em, a Latin one about half', () => {
    expect(searchLabelWidth(['状态', '部门名称'])).toBe(5)
    expect(searchLabelWidth(['模板CODE'])).toBe(5.5)
    expect(searchLabelWidth(['注册号/登记号', '名称'])).toBe(8)
  })

  it('is the colon alone for a form without titles', () => {
    expect(searchLabelWidth([])).toBe(1)
  })
})
