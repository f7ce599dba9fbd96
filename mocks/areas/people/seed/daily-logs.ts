import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { audit } from '../../../kernel/seed/context'
import { addDays, type AgencySeed } from '../../agency/seed/support'
import { MANAGER, PEOPLE_STAFF } from './staff'

const TASKS = [
  '专利申请文件撰写',
  '审查意见答复',
  '商标注册申请递交',
  '与客户沟通技术交底',
  '官费缴纳核对',
  '检索报告整理',
]
const PLANS = ['继续推进在办案件', '整理客户补充材料', '核对官方期限', '准备答复意见初稿']
const PROBLEMS = [null, null, null, '客户技术资料尚未提供，需业务员协调', '官方通知书邮寄延迟']
const COMMENTS = ['已阅', '工作安排合理，注意官方期限', '进度良好，继续保持', '请尽快跟进客户材料']

/** The staff and their manager, who writes logs too (the 我的 tab of the manager's own list). */
const AUTHORS = [MANAGER, ...PEOPLE_STAFF]

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay()

/**
 * Work logs of the staff: a 日报 on most working days of the last four weeks before today (on the last one, from
 * everyone), a 周报 every Friday and a 月报 on the last day of the last two months, each naming cases the author
 * handles. Staff logs name the manager as reviewer; those older than three days are reviewed.
 */
export function seedDailyLogs(seed: AgencySeed, cases: readonly Row[]): void {
  const { ctx, draw, today } = seed
  const casesOf = new Map<string, Row[]>()
  for (const row of cases) {
    const handler = textOf(row.handler)
    casesOf.set(handler, [...(casesOf.get(handler) ?? []), row])
  }
  const insert = (author: string, logDate: string, logType: string, workHours: number) => {
    const own = casesOf.get(author) ?? cases
    const linked = Array.from({ length: draw.int(1, 2) }, () => draw.pick(own))
    // The manager's own logs go to no one: they are the reviewer.
    const reviewed = author !== MANAGER && addDays(logDate, 3) < today
    ctx.db.table('ipr_daily_log').insert({
      id: ctx.id(),
      logDate,
      logType,
      todayContent: linked.map((row) => `${textOf(row.caseNo)} ${draw.pick(TASKS)}`).join('；'),
      tomorrowPlan: draw.pick(PLANS),
      problem: draw.pick(PROBLEMS),
      workHours,
      caseIds: [...new Set(linked.map((row) => String(row.id)))].join(','),
      // Staff name the manager as their reviewer (批阅人): a log still waiting is in the manager's 待我批阅.
      reviewer: author === MANAGER ? null : MANAGER,
      reviewStatus: reviewed ? '1' : '0',
      reviewComment: reviewed ? draw.pick(COMMENTS) : null,
      reviewTime: reviewed ? `${addDays(logDate, 1)} 09:${String(draw.int(10, 59))}:00` : null,
      sysOrgCode: seed.orgCodeOf(author),
      ...audit(`${logDate} 18:${String(draw.int(10, 59))}:00`, author),
    })
  }
  // A log is written at the end of its day: today's are still to be written, by the staff (and the walk's new 日报).
  // Everyone wrote one on the last working day, so the manager has logs to review whatever day the seed is made on.
  const lastWorkingDay = [1, 2, 3].map((back) => addDays(today, -back)).find((date) => ![0, 6].includes(weekday(date)))
  for (let back = 28; back >= 1; back -= 1) {
    const logDate = addDays(today, -back)
    const day = weekday(logDate)
    if (day === 0 || day === 6) continue
    for (const author of AUTHORS) {
      if (logDate === lastWorkingDay || draw.chance(0.85)) insert(author, logDate, '1', draw.pick([7.5, 8, 8, 8.5, 9]))
      if (day === 5) insert(author, logDate, '2', draw.pick([38, 40, 40, 42]))
    }
  }
  const lastMonthEnd = addDays(`${today.slice(0, 7)}-01`, -1)
  for (const monthEnd of [lastMonthEnd, addDays(`${lastMonthEnd.slice(0, 7)}-01`, -1)])
    for (const author of AUTHORS) insert(author, monthEnd, '3', draw.pick([160, 168, 176]))
}
