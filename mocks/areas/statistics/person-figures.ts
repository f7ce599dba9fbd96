import { caseClosed } from '../agency/resources/ipr-case'
import { commissionTable } from '../people/commission/commission'
import type { CrudResource } from '../../kernel/crud/resource'
import { rowAccess } from '../../kernel/crud/row-access'
import type { Row } from '../../kernel/db/table'
import { textOf } from '../../kernel/services/text'
import type { RequestContext } from '../../kernel/routes/route'
import { cents, toYuan } from '../agency/resources/ipr-money'
import type { GroupLine } from './group'
import { within, type Period } from './period'

export interface PersonFigures extends Record<string, number> {
  /** Cases the person handles that came in during the period. */
  cases: number
  /** Of those, closed. */
  closed: number
  /** Hours of their daily reports (日报) in the period; weekly and monthly reports sum those days again. */
  hours: number
  /** Agency fees (代理费) received in the period on the cases they handle, in yuan. */
  received: number
  /** The commission on those fees, month by month as the salary batch pays it, in yuan. */
  commission: number
}

export const PERSON_GROUPINGS = ['person'] as const
export type PersonGrouping = (typeof PERSON_GROUPINGS)[number]

/** `ipr_log_type` 1 日报. */
const DAILY_REPORT = '1'

/**
 * 人员绩效 lists people, so its menu's data rules (own, department) judge the user rows: an agent sees their own line,
 * a department head their department's people, 财务 and the administrator everyone.
 */
const PEOPLE: CrudResource = {
  basePath: '/ipr/statistics/people',
  entity: 'sys-user',
  endpoints: [],
  dataRulePage: 'stats/PersonStats',
}

/**
 * One line per person the user may see with anything to show in the period: cases handled, hours, agency fees
 * received and commission; the largest received first.
 */
export function personLines(context: RequestContext, period: Period): GroupLine<PersonFigures>[] {
  const { db } = context
  const counted = (day: string) => within(day, period)
  const commissions = [...commissionTable(db, counted)]
  const people = db.table<Row>('sys_user').list(rowAccess(PEOPLE, context))
  const lines = people.map((person) => {
    const username = textOf(person.username)
    const cases = db.table<Row>('ipr_case').list((row) => row.handler === username && within(row.createTime, period))
    const hours = db
      .table<Row>('ipr_daily_log')
      .list((row) => row.createBy === username && row.logType === DAILY_REPORT && within(row.logDate, period))
      .reduce((sum, row) => sum + Number(row.workHours ?? 0), 0)
    const mine = commissions.filter(([key]) => key.startsWith(`${username}|`)).map(([, month]) => month)
    const sum = (field: 'received' | 'commission') =>
      toYuan(mine.reduce((total, month) => total + cents(month[field]), 0))
    const figures: PersonFigures = {
      cases: cases.length,
      closed: cases.filter(caseClosed).length,
      hours: Math.round(hours * 10) / 10,
      received: sum('received'),
      commission: sum('commission'),
    }
    return Object.assign({ key: username, name: textOf(person.realname) || username }, figures)
  })
  return lines
    .filter((line) => line.cases + line.hours + line.received > 0)
    .sort((a, b) => b.received - a.received || b.cases - a.cases || a.key.localeCompare(b.key))
}
