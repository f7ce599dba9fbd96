/**
 * How typed spreadsheet cells (numbers, dates, booleans) read as text, so the importer gets the texts a user sees in
 * Excel: dates as `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`, numbers without binary float noise; and how a stored date
 * becomes the serial of a date cell.
 *
 * A date cell holds a wall-clock reading with no time zone. Every step here is UTC arithmetic, so the text is the
 * day Excel shows whatever zone the browser or server runs in.
 */

const SECONDS_PER_DAY = 86_400
const DAY_MS = SECONDS_PER_DAY * 1000

/**
 * Day 0 of the 1900 date system. Excel keeps Lotus 1-2-3's fictitious 1900-02-29 as serial 60, so serial 1 is
 * 1900-01-01 counted from 1899-12-31 up to that day, and from serial 61 (1900-03-01) on the count starts a day
 * earlier. Serial 60 itself has no calendar day and reads as 1900-03-01.
 */
const epoch1900 = (days: number) => (days < 61 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30))

/** Day 0 of the 1904 date system (old Mac workbooks, `<workbookPr date1904="1"/>`): serial 0 is 1904-01-01. */
const EPOCH_1904 = Date.UTC(1904, 0, 1)

const pad = (value: number) => String(value).padStart(2, '0')

/** `yyyy-MM-dd`, followed by ` HH:mm:ss` unless the time is midnight. */
function wallClockText(utcMs: number): string {
  const at = new Date(utcMs)
  const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`
  const seconds = at.getUTCHours() * 3600 + at.getUTCMinutes() * 60 + at.getUTCSeconds()
  if (seconds === 0) return date
  return `${date} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`
}

/** The date (and time, to the nearest second) of an Excel date serial: whole days plus a fraction of a day. */
export function serialDateText(serial: number, date1904 = false): string {
  const totalSeconds = Math.round(serial * SECONDS_PER_DAY)
  const days = Math.floor(totalSeconds / SECONDS_PER_DAY)
  const epoch = date1904 ? EPOCH_1904 : epoch1900(days)
  return wallClockText(epoch + days * DAY_MS + (totalSeconds - days * SECONDS_PER_DAY) * 1000)
}

/**
 * The serial of a stored `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`, as an export writes a date cell (1900 date system,
 * the fictitious 1900-02-29 counted); undefined for any other text.
 */
export function dateSerial(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim())
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0))
  const serial = (Date.UTC(year, month - 1, day, hour, minute, second) - epoch1900(61)) / DAY_MS
  return serial < 61 ? serial - 1 : serial
}

/**
 * A stored number as Excel displays it: 15 significant digits, which drops the noise of binary fractions
 * (`0.30000000000000004` → `0.3`) and keeps integers such as phone numbers whole.
 */
export function numberText(raw: string): string {
  const number = Number(raw)
  if (raw.trim() === '' || !Number.isFinite(number)) return raw
  return String(Number(number.toPrecision(15)))
}

/** A boolean cell (`1`/`0`) the way Excel shows it. */
export const booleanText = (raw: string): string =>
  raw.trim() === '1' || /^true$/i.test(raw.trim()) ? 'TRUE' : 'FALSE'
