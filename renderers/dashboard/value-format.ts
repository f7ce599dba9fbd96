import dayjs from 'dayjs'
import type { ValueFormat as Format } from '../generated/schema-language'

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB']

const asNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined
}

function humanBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${unit === 0 ? value : value.toFixed(2)} ${BYTE_UNITS[unit]}`
}

/**
 * A value as the stock monitoring screens print it: bytes as MB with three decimals, ratios as percent with two,
 * epoch seconds and timestamps as dates. A value the format cannot read is shown as it came.
 */
export function formatValue(value: unknown, format: Format | undefined): string {
  if (value === null || value === undefined) return ''
  const number = asNumber(value)
  switch (format) {
    case 'bytesToMB':
      if (number !== undefined) return (number / 1_048_576).toFixed(3)
      break
    case 'percent':
      if (number !== undefined) return (number * 100).toFixed(2)
      break
    case 'epochSeconds':
      if (number !== undefined) return dayjs(number * 1000).format(DATE_TIME)
      break
    case 'datetime': {
      const date = dayjs(number ?? (value as string))
      if (date.isValid()) return date.format(DATE_TIME)
      break
    }
    case 'bytes':
      if (number !== undefined) return humanBytes(number)
      break
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value)
}
