import type { Database } from '../../../kernel/db/database'
import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'

/** Whether a rule holds on a day (yyyy-MM-dd): on or after its start, on or before its end, either open. */
export const ruleValidOn = (rule: Row, day: string): boolean =>
  (!textOf(rule.validFrom) || textOf(rule.validFrom) <= day) && (!textOf(rule.validTo) || day <= textOf(rule.validTo))

/** The role codes of a user (`sys_user_role` → `sys_role`). */
function rolesOf(db: Database, username: string): Set<string> {
  const user = db.table<Row>('sys_user').first((row) => row.username === username)
  if (!user) return new Set()
  const roleIds = new Set(
    db
      .table<Row>('sys_user_role')
      .list((link) => link.userId === user.id)
      .map((link) => link.roleId),
  )
  return new Set(
    db
      .table<Row>('sys_role')
      .list((role) => roleIds.has(role.id))
      .map((role) => textOf(role.roleCode)),
  )
}

/**
 * A person's commission rate (percent) on a day, by the rules of 提成规则: their own rule when one holds that day,
 * else the highest rate among the rules of their roles, else none (0). Rules do not overlap for one person or role,
 * so at most one of each holds.
 */
export function rateFinder(db: Database): (username: string, day: string) => number {
  const rules = db.table<Row>('ipr_commission_rule').list()
  const roles = new Map<string, Set<string>>()
  return (username, day) => {
    const holding = rules.filter((rule) => ruleValidOn(rule, day))
    const own = holding.find((rule) => rule.userName === username)
    if (own) return Number(own.rate)
    if (!roles.has(username)) roles.set(username, rolesOf(db, username))
    const mine = roles.get(username)!
    const rates = holding.filter((rule) => mine.has(textOf(rule.roleCode))).map((rule) => Number(rule.rate))
    return rates.length > 0 ? Math.max(...rates) : 0
  }
}
