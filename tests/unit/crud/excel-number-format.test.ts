import { describe, expect, it } from 'vitest'
import { isDateFormat } from '@mocks/kernel/crud/excel/number-format'

describe('date number formats of .xlsx cells', () => {
  it('knows the built-in date and time formats, including the ones a Chinese Excel uses', () => {
    for (const id of [14, 15, 17, 20, 22, 31, 45, 57, 58]) expect(isDateFormat(id, undefined)).toBe(true)
    for (const id of [0, 1, 2, 4, 9, 10, 11, 37, 49]) expect(isDateFormat(id, undefined)).toBe(false)
  })

  it('reads custom format codes, ignoring quoted text, escapes, colours and locales', () => {
    expect(isDateFormat(176, 'yyyy"年"m"月"d"日";@')).toBe(true)
    expect(isDateFormat(177, '[$-804]yyyy/m/d\\ h:mm')).toBe(true)
    expect(isDateFormat(178, 'yyyy\\-mm\\-dd')).toBe(true)
    expect(isDateFormat(179, '[h]:mm:ss')).toBe(true)
    expect(isDateFormat(180, '0.00_);[Red]\\(0.00\\)')).toBe(false)
    expect(isDateFormat(181, '#,##0" days"')).toBe(false)
    expect(isDateFormat(182, 'General')).toBe(false)
    expect(isDateFormat(183, '0.00E+00')).toBe(false)
    expect(isDateFormat(184, '@')).toBe(false)
  })
})
