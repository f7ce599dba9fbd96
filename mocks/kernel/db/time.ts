// With its extension: vitest.config.ts imports this file, and the config's loader resolves no extensionless path.
import { utcWallClock } from '../../../schemas/rules/wall-clock.ts'

/**
 * Date handling shared by the store, the seed and the handlers.
 *
 * The real server serialises dates with Jackson at GMT+8 (`yyyy-MM-dd HH:mm:ss`), whatever the
 * client's zone, so stored dates are formatted at a fixed UTC+8 offset (China has no DST) and the
 * mock answers the same text on every machine.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** The zone of that offset, for what runs as the firm's browsers do (the e2e browsers, the integration pages). */
export const FIRM_TIME_ZONE = 'Asia/Shanghai'

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** The firm's wall clock (GMT+8) at `epochMs`: year, month 1-12, day, hour, minute, second. */
export const chinaParts = (epochMs: number) => utcWallClock(new Date(epochMs + CHINA_OFFSET_MS))

/** `yyyy-MM-dd HH:mm:ss` at GMT+8. */
export function formatDateTime(epochMs: number): string {
  const p = chinaParts(epochMs)
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`
}

/** `yyyy-MM-dd` at GMT+8 (the format of `SysUser.birthday`). */
export function formatDate(epochMs: number): string {
  return formatDateTime(epochMs).slice(0, 10)
}

/** Inverse of {@link formatDateTime}; a date-only value means midnight GMT+8. */
export function parseDateTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim())
  if (!m) return Number.NaN
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - CHINA_OFFSET_MS
}

/** Start of the GMT+8 calendar day containing `epochMs`. */
export function startOfChinaDay(epochMs: number): number {
  return parseDateTime(formatDate(epochMs))
}

/** Inverse of {@link chinaParts}. */
export function epochOfChinaParts(p: ReturnType<typeof chinaParts>): number {
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - CHINA_OFFSET_MS
}

export const DAY_MS = 24 * 60 * 60 * 1000

/**
 * `yyyyMMddHHmmss` in the host's own zone: what `DateUtils.getCurrentTimestamp()` returns on the
 * server and what a v2.4.6 client sends as `X-TIMESTAMP`. Client and mock share a clock here, so
 * the host zone is the right one to compare against.
 */
export function localCompactTimestamp(epochMs: number): string {
  const d = new Date(epochMs)
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`
}
