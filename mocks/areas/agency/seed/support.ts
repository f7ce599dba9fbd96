import type { SysUser } from '../../../kernel/db/entities'
import { DAY_MS, formatDate, formatDateTime, parseDateTime } from '../../../kernel/db/time'
import { mulberry32, type SeedContext } from '../../../kernel/seed/context'
import { createDraw, type Draw } from './names'

/** What every part of the agency seed reads: the seed's stream, its clock and the staff by username. */
export interface AgencySeed {
  ctx: SeedContext
  draw: Draw
  /** Today as yyyy-MM-dd, from the seed's clock. */
  today: string
  /** The moment `days` days before the seed runs, plus a working hour, as yyyy-MM-dd HH:mm:ss. */
  daysAgo(days: number): string
  orgCodeOf(username: string): string | null
}

export function createAgencySeed(ctx: SeedContext, users: Map<string, SysUser>): AgencySeed {
  const midnight = parseDateTime(`${formatDate(ctx.now)} 00:00:00`)
  const draw = createDraw(ctx)
  return {
    ctx,
    draw,
    today: formatDate(ctx.now),
    daysAgo: (days) => formatDateTime(midnight - days * DAY_MS + draw.int(9 * 60, 18 * 60) * 60_000),
    orgCodeOf: (username) => users.get(username)?.orgCode ?? null,
  }
}

/**
 * The same seed drawing from a stream of its own (`salt` its start): a part added to the seed later takes its draws
 * from there, so every row the main stream drew before stays as it was (the approvals in progress, whose drafts
 * tests find by who wrote them, among them).
 */
export function sideSeed(seed: AgencySeed, salt: number): AgencySeed {
  const random = mulberry32(salt)
  const draw = createDraw({ ...seed.ctx, random, pick: (items) => items[Math.floor(random() * items.length)] })
  return { ...seed, draw }
}

/** A date `days` after a yyyy-MM-dd (or datetime) text, as yyyy-MM-dd. */
export const addDays = (date: string, days: number) =>
  formatDate(parseDateTime(`${date.slice(0, 10)} 12:00:00`) + days * DAY_MS)

export const addMonths = (date: string, months: number) => {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number]
  const total = year * 12 + (month - 1) + months
  const last = new Date(Date.UTC(Math.floor(total / 12), (total % 12) + 1, 0)).getUTCDate()
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`
}

/**
 * Numbers of the fill rules' shape: prefix + yyyyMMdd + a serial per day, counted as rows are made in date order and
 * past the `taken` numbers of rows another seed step made already.
 */
export function createNumberer(digits = 4, taken: Iterable<string> = []) {
  const serials = new Map<string, number>()
  for (const number of taken) {
    const stem = number.slice(0, -digits)
    serials.set(stem, Math.max(serials.get(stem) ?? 0, Number(number.slice(-digits)) || 0))
  }
  return (prefix: string, date: string) => {
    const stem = `${prefix}${date.slice(0, 10).replace(/-/g, '')}`
    const next = (serials.get(stem) ?? 0) + 1
    serials.set(stem, next)
    return `${stem}${String(next).padStart(digits, '0')}`
  }
}

/** A span of `count` creation moments over the last `days` days, oldest first, so numbers grow with time. */
export const spreadOver = (seed: AgencySeed, count: number, days: number, newest = 0): string[] =>
  Array.from({ length: count }, () => seed.draw.int(newest, days))
    .sort((a, b) => b - a)
    .map((day) => seed.daysAgo(day))

/** Money rounded to a hundred yuan, as agencies quote it. */
export const hundreds = (draw: Draw, min: number, max: number) => Math.round(draw.int(min, max) / 100) * 100

/** Splits an amount into instalments by percentage, the cents left over going to the last one. */
export function split(amount: number, percents: readonly number[]): number[] {
  const cents = Math.round(amount * 100)
  const parts = percents.map((percent) => Math.floor((cents * percent) / 100))
  parts[parts.length - 1] += cents - parts.reduce((sum, part) => sum + part, 0)
  return parts.map((part) => part / 100)
}
