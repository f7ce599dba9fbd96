import type { Row } from '../../kernel/db/table'
import { cents, toYuan } from '../agency/resources/ipr-money'
import type { Naming } from './names'

/** One line of a grouped statistic: the group's key and name, and its figures. */
export type GroupLine<F> = { key: string; name: string } & F

/** The name of rows with nothing in the grouped column (a case waiting for its handler). */
const NONE = '未分配'

/**
 * Rows grouped by a key, each group measured. Groups follow the naming's order (a dictionary's, a period's days),
 * the others largest first by `rank`; a period's empty days and months keep their place with zero figures.
 */
export function groupLines<F extends Record<string, number>>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  naming: Naming,
  measure: (rows: readonly Row[]) => F,
  rank: keyof F,
): GroupLine<F>[] {
  const groups = new Map<string, Row[]>()
  for (const key of naming.fill ? (naming.order ?? []) : []) groups.set(key, [])
  for (const row of rows) {
    const key = keyOf(row)
    const group = groups.get(key)
    if (group) group.push(row)
    else if (!naming.fill) groups.set(key, [row])
  }
  const lines = [...groups].map(([key, grouped]) => ({
    key,
    name: key === '' ? NONE : naming.name(key),
    ...measure(grouped),
  }))
  const place = new Map((naming.order ?? []).map((key, index) => [key, index]))
  const ordered = (line: GroupLine<F>) => place.get(line.key) ?? Number.POSITIVE_INFINITY
  return lines.sort((a, b) => ordered(a) - ordered(b) || b[rank] - a[rank])
}

/** Money adds up in cents, so a column of yuan amounts sums as a person would add it. */
export const sumYuan = (rows: readonly Row[], amount: (row: Row) => unknown): number =>
  toYuan(rows.reduce((sum, row) => sum + cents(amount(row)), 0))
