import type { Row } from '../db/table'
import { DAY_MS, formatDate } from '../db/time'
import type { RequestContext } from '../routes/route'
import { textOf } from '../services/text'

type RowTest = (row: Row) => boolean

/** One scope a list's `flag` selects: a test built once per request from the signed-in user and today's date. */
export type Scope = (context: RequestContext) => RowTest

/** 我的: the signed-in user's username is in the column (业务员, 承办人, 负责人). */
export const mine =
  (field: string): Scope =>
  (context) => {
    const username = context.user?.username
    return (row) => row[field] === username
  }

/** 本部门: the column holds the user's department or one below it (org codes grow per level: A01 → A01A02). */
export const department =
  (field: string): Scope =>
  (context) => {
    const orgCode = context.user?.orgCode ?? ''
    return (row) => orgCode !== '' && textOf(row[field]).startsWith(orgCode)
  }

/** 已逾期: the deadline column is before today and the row is not settled yet. */
export const overdue =
  (field: string, settled: RowTest): Scope =>
  (context) => {
    const today = formatDate(context.db.now())
    return (row) => textOf(row[field]) !== '' && textOf(row[field]) < today && !settled(row)
  }

/** 即将到期: the deadline column falls within the next `days` days (today included) and the row is not settled. */
export const dueWithin =
  (field: string, days: number, settled: RowTest): Scope =>
  (context) => {
    const today = formatDate(context.db.now())
    const last = formatDate(context.db.now() + days * DAY_MS)
    return (row) => {
      const due = textOf(row[field])
      return due >= today && due <= last && !settled(row)
    }
  }

/**
 * The list's `flag` parameter (the scope tabs of a page: 0 or absent 全部, then 我的, 本部门, 逾期 … as each list
 * defines them) as a `listScope`. An unknown flag narrows nothing, like a controller branch that does not match.
 * The test is built once per request, so a list of 100,000 rows pays for it once.
 */
export function flagScope(scopes: Readonly<Record<string, Scope>>): (row: Row, context: RequestContext) => boolean {
  const built = new WeakMap<RequestContext, RowTest>()
  return (row, context) => {
    let test = built.get(context)
    if (!test) {
      const scope = scopes[context.query.get('flag') ?? '']
      test = scope ? scope(context) : () => true
      built.set(context, test)
    }
    return test(row)
  }
}
