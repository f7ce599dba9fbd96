import type { Database } from '../../../kernel/db/database'
import { DAY_MS, formatDateTime, startOfChinaDay } from '../../../kernel/db/time'

const isLogin = (log: { logType: number; logContent: string }) =>
  log.logType === 1 && log.logContent.includes('登录成功')

/** `/sys/loginfo`: successful logins overall and today, and today's distinct IPs (`SysLogMapper`). */
export function visitTotals(db: Database): { totalVisitCount: number; todayVisitCount: number; todayIp: number } {
  const dayStart = formatDateTime(startOfChinaDay(db.now()))
  const dayEnd = formatDateTime(startOfChinaDay(db.now()) + DAY_MS)
  const logins = db.table('sys_log').list(isLogin)
  const today = logins.filter((log) => log.createTime !== null && log.createTime >= dayStart && log.createTime < dayEnd)
  return {
    totalVisitCount: logins.length,
    todayVisitCount: today.length,
    todayIp: new Set(today.map((log) => log.ip)).size,
  }
}

/**
 * `/sys/visitInfo`: per day of the last seven (ending today), visits and distinct IPs of login-type
 * log rows, with the lower-cased keys `toLowerCasePageList` gives: `{visit, ip, tian, type}`.
 */
export function visitsOfLastWeek(db: Database): Array<{ visit: number; ip: number; tian: string; type: string }> {
  const end = formatDateTime(startOfChinaDay(db.now()) + DAY_MS)
  const start = formatDateTime(startOfChinaDay(db.now()) + DAY_MS - 7 * DAY_MS)
  const byDay = new Map<string, { visit: number; ips: Set<string | null> }>()
  for (const log of db
    .table('sys_log')
    .list((row) => row.logType === 1 && row.createTime !== null && row.createTime > start && row.createTime < end)) {
    const day = log.createTime!.slice(0, 10)
    const entry = byDay.get(day) ?? { visit: 0, ips: new Set() }
    entry.visit += 1
    entry.ips.add(log.ip)
    byDay.set(day, entry)
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, entry]) => ({ visit: entry.visit, ip: entry.ips.size, tian: day, type: day.slice(5) }))
}
