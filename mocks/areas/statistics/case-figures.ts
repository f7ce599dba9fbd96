import { caseClosed, iprCaseResource } from '../agency/resources/ipr-case'
import { formatDate } from '../../kernel/db/time'
import type { Row } from '../../kernel/db/table'
import { textOf } from '../../kernel/services/text'
import type { RequestContext } from '../../kernel/routes/route'
import { groupLines, type GroupLine } from './group'
import { departNaming, dictNaming, timeNaming, userNaming, type Naming } from './names'
import { bucketOf, bucketsOf, unitFor, within, type Period } from './period'
import { visibleRows } from './visible-rows'

export interface CaseFigures extends Record<string, number> {
  /** Cases entrusted in the period. */
  total: number
  /** Of those, still open (not granted, rejected, closed or withdrawn). */
  open: number
  closed: number
  /** Open ones whose official deadline has passed. */
  overdue: number
}

/** What the case figures may group by: the case list's own columns, or the day or month the case came in. */
export const CASE_GROUPINGS = ['businessType', 'caseStatus', 'dept', 'handler', 'time'] as const
export type CaseGrouping = (typeof CASE_GROUPINGS)[number]

/** The cases of the period the user may see (entrusted in it: created then). */
export const casesOf = (context: RequestContext, period: Period): Row[] =>
  visibleRows(context, iprCaseResource).filter((row) => within(row.createTime, period))

export function measureCases(rows: readonly Row[], today: string): CaseFigures {
  const open = rows.filter((row) => !caseClosed(row))
  return {
    total: rows.length,
    open: open.length,
    closed: rows.length - open.length,
    overdue: open.filter((row) => textOf(row.officialDeadline) !== '' && textOf(row.officialDeadline) < today).length,
  }
}

/** The case figures of the period, one line per group. */
export function caseLines(context: RequestContext, period: Period, by: CaseGrouping): GroupLine<CaseFigures>[] {
  const { db } = context
  const unit = unitFor(period)
  const groupings: Record<CaseGrouping, { key: (row: Row) => string; naming: () => Naming }> = {
    businessType: { key: (row) => textOf(row.businessType), naming: () => dictNaming(db, 'ipr_business_type') },
    caseStatus: { key: (row) => textOf(row.caseStatus), naming: () => dictNaming(db, 'ipr_case_status') },
    dept: { key: (row) => textOf(row.dept), naming: () => departNaming(db) },
    handler: { key: (row) => textOf(row.handler), naming: () => userNaming(db) },
    time: { key: (row) => bucketOf(row.createTime, unit), naming: () => timeNaming(bucketsOf(period, unit)) },
  }
  const grouping = groupings[by]
  const today = formatDate(db.now())
  return groupLines(
    casesOf(context, period),
    grouping.key,
    grouping.naming(),
    (rows) => measureCases(rows, today),
    'total',
  )
}
