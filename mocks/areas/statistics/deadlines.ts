import { caseClosed, iprCaseResource } from '../agency/resources/ipr-case'
import { iprExpenseResource } from '../agency/resources/ipr-expense'
import { DAY_MS, formatDate, parseDateTime } from '../../kernel/db/time'
import type { Row } from '../../kernel/db/table'
import { textOf } from '../../kernel/services/text'
import type { RequestContext } from '../../kernel/routes/route'
import { feePaid } from './money-figures'
import { rowNaming, userNaming } from './names'
import { dueIn } from './overview'
import { visibleRows } from './visible-rows'

export interface DeadlineLine {
  id: string
  caseNo: string
  /** The case's name, or the fee's. */
  title: string
  deadlineType: '官方期限' | '缴费期限'
  deadline: string
  restDays: number
  handler: string
}

/**
 * What falls due in the next `days` days (today included), soonest first: the official deadlines of open cases and
 * the official deadlines of unpaid fees, each with the days left and who handles it.
 */
export function deadlines(context: RequestContext, days: number): DeadlineLine[] {
  const today = formatDate(context.db.now())
  const people = userNaming(context.db)
  const caseNos = rowNaming(context.db, 'ipr_case', 'caseNo')
  const line = (row: Row, caseNo: string, title: unknown, deadlineType: DeadlineLine['deadlineType']) => ({
    id: textOf(row.id),
    caseNo,
    title: textOf(title),
    deadlineType,
    deadline: textOf(row.officialDeadline),
    restDays: Math.round((parseDateTime(textOf(row.officialDeadline)) - parseDateTime(today)) / DAY_MS),
    handler: people.name(textOf(row.handler)),
  })
  const caseLines = visibleRows(context, iprCaseResource)
    .filter((row) => !caseClosed(row) && dueIn(row, 'officialDeadline', today, days))
    .map((row) => line(row, textOf(row.caseNo), row.caseName, '官方期限'))
  const feeLines = visibleRows(context, iprExpenseResource)
    .filter((row) => !feePaid(row) && dueIn(row, 'officialDeadline', today, days))
    .map((row) => line(row, caseNos.name(textOf(row.caseId)), row.feeName, '缴费期限'))
  return [...caseLines, ...feeLines].sort((a, b) => a.deadline.localeCompare(b.deadline))
}
