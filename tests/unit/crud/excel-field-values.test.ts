import { describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import { importedValue } from '@mocks/kernel/crud/excel/field-values'

const db = createDatabase()

describe('imported cell texts bound to their entity fields', () => {
  it('turns dates typed the ways Excel and WPS show them into the stored date or date-time', () => {
    const date = { type: ['string', 'null'], format: 'date' }
    const dateTime = { type: ['string', 'null'], format: 'date-time' }
    expect(importedValue(db, date, '1990-01-05')).toBe('1990-01-05')
    expect(importedValue(db, date, '1990/1/5')).toBe('1990-01-05')
    expect(importedValue(db, date, '1990年1月5日')).toBe('1990-01-05')
    expect(importedValue(db, date, '1990-01-05 08:30:00')).toBe('1990-01-05')
    expect(importedValue(db, dateTime, '2025/3/1 8:30')).toBe('2025-03-01 08:30:00')
    expect(importedValue(db, dateTime, '2025-03-01')).toBe('2025-03-01 00:00:00')
    // No calendar day: passed on for validation to name the column.
    expect(importedValue(db, date, '1900-02-29')).toBe('1900-02-29')
    expect(importedValue(db, date, '2025-13-01')).toBe('2025-13-01')
    expect(importedValue(db, date, '32878')).toBe('32878')
  })

  it('binds numbers, booleans and plain texts by the field type', () => {
    expect(importedValue(db, { type: ['integer', 'null'] }, '12')).toBe(12)
    expect(importedValue(db, { type: 'number' }, '0.3')).toBe(0.3)
    expect(importedValue(db, { type: 'number' }, '-1.5e3')).toBe(-1500)
    expect(importedValue(db, { type: 'integer' }, '十二')).toBe('十二')
    for (const text of ['是', 'TRUE', '1']) expect(importedValue(db, { type: 'boolean' }, text)).toBe(true)
    for (const text of ['否', 'false', '0']) expect(importedValue(db, { type: 'boolean' }, text)).toBe(false)
    expect(importedValue(db, { type: 'string' }, '13800138000')).toBe('13800138000')
  })

  it('turns dictionary texts back into their values, one by one in a comma list', () => {
    expect(importedValue(db, { type: ['integer', 'null'], 'x-dict': 'sex' }, '女')).toBe(2)
    expect(importedValue(db, { type: ['string', 'null'], 'x-dict': 'position_rank' }, '中级,正高级')).toBe('3,5')
    expect(importedValue(db, { type: ['string', 'null'], 'x-dict': 'position_rank' }, '特级')).toBe('特级')
  })
})
