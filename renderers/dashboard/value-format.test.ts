import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { formatValue } from './value-format'

describe('monitoring values', () => {
  it('converts bytes, ratios and epoch seconds as the stock screens do', () => {
    expect(formatValue(1_572_864, 'bytesToMB')).toBe('1.500')
    expect(formatValue(0.12345, 'percent')).toBe('12.35')
    const seconds = dayjs('2026-11-26 09:30:00').unix()
    expect(formatValue(seconds, 'epochSeconds')).toBe('2026-11-26 09:30:00')
    expect(formatValue(dayjs('2026-11-26 09:30:00').toISOString(), 'datetime')).toBe('2026-11-26 09:30:00')
    expect(formatValue(dayjs('2026-11-26 09:30:00').valueOf(), 'datetime')).toBe('2026-11-26 09:30:00')
  })

  it('reads disk sizes in the largest fitting unit', () => {
    expect(formatValue(107_374_182_400, 'bytes')).toBe('100.00 GB')
    expect(formatValue(512, 'bytes')).toBe('512 B')
  })

  it('shows what it cannot convert as it came, and nothing for no value', () => {
    expect(formatValue('n/a', 'bytesToMB')).toBe('n/a')
    expect(formatValue(8, undefined)).toBe('8')
    expect(formatValue(null, 'percent')).toBe('')
  })
})
