import { afterEach, describe, expect, it } from 'vitest'
import { booleanText, dateSerial, numberText, serialDateText } from '@mocks/kernel/crud/excel/typed-cells'

describe('Excel date serials', () => {
  it('reads the days Excel shows, across the fictitious 1900-02-29 of the 1900 date system', () => {
    expect(serialDateText(1)).toBe('1900-01-01')
    expect(serialDateText(59)).toBe('1900-02-28')
    // Serial 60 is the 1900-02-29 that never was: it reads as the next real day, and so does 61.
    expect(serialDateText(60)).toBe('1900-03-01')
    expect(serialDateText(61)).toBe('1900-03-01')
    expect(serialDateText(32878)).toBe('1990-01-05')
    expect(serialDateText(45658)).toBe('2025-01-01')
    expect(serialDateText(2958465)).toBe('9999-12-31')
  })

  it('counts from 1904-01-01 in workbooks that use the 1904 date system', () => {
    expect(serialDateText(0, true)).toBe('1904-01-01')
    expect(serialDateText(31416, true)).toBe('1990-01-05')
  })

  it('adds the fraction of a day as a time, rounded to the second', () => {
    expect(serialDateText(32878.5)).toBe('1990-01-05 12:00:00')
    expect(serialDateText(32878 + 1 / 3)).toBe('1990-01-05 08:00:00')
    expect(serialDateText(45658 + (8 * 3600 + 30 * 60 + 15) / 86400)).toBe('2025-01-01 08:30:15')
    // Excel stores 23:59:59.6 with binary noise; it shows, and reads as, the next midnight.
    expect(serialDateText(32878.9999954)).toBe('1990-01-06')
    expect(serialDateText(32878.0000001)).toBe('1990-01-05')
  })

  describe('whatever the time zone of the machine', () => {
    const original = process.env.TZ
    afterEach(() => {
      process.env.TZ = original
    })

    it.each(['Pacific/Kiritimati', 'Asia/Shanghai', 'UTC', 'America/Los_Angeles', 'Pacific/Pago_Pago'])(
      'keeps the day and the time in %s',
      (zone) => {
        process.env.TZ = zone
        expect(serialDateText(32878)).toBe('1990-01-05')
        expect(serialDateText(32878.75)).toBe('1990-01-05 18:00:00')
        expect(dateSerial('1990-01-05 18:00:00')).toBe(32878.75)
      },
    )
  })
})

describe('typed cells as text', () => {
  it('writes stored dates and date-times as the serials they read back from, and nothing else as a date', () => {
    expect(dateSerial('1990-01-05')).toBe(32878)
    expect(dateSerial('1900-01-01')).toBe(1)
    expect(dateSerial('1900-03-01')).toBe(61)
    expect(serialDateText(dateSerial('2025-03-01 08:30:00')!)).toBe('2025-03-01 08:30:00')
    expect(serialDateText(dateSerial('2025-03-01T08:30')!)).toBe('2025-03-01 08:30:00')
    expect(dateSerial('not a date')).toBeUndefined()
  })

  it('writes numbers with the 15 significant digits Excel shows, so binary noise disappears', () => {
    expect(numberText('0.30000000000000004')).toBe('0.3')
    expect(numberText('1.1000000000000001')).toBe('1.1')
    expect(numberText('2.675')).toBe('2.675')
    expect(numberText('-12.5')).toBe('-12.5')
    expect(numberText('13800138000')).toBe('13800138000')
    expect(numberText('3')).toBe('3')
    expect(numberText('#N/A')).toBe('#N/A')
  })

  it('writes boolean cells as TRUE and FALSE', () => {
    expect(booleanText('1')).toBe('TRUE')
    expect(booleanText('0')).toBe('FALSE')
    expect(booleanText('true')).toBe('TRUE')
  })
})
