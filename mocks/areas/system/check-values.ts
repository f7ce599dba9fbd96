import type { Database } from '../../kernel/db/database'
import { textOf } from '../../kernel/services/text'
import { parseRuleJson } from './resources/settings'

/**
 * `SysCheckRuleServiceImpl.checkValue`: every rule of `ruleJson` in order, each a full match
 * (`Pattern.matches`). `digits` "*" judges the whole value; a number judges that many characters,
 * continuing from where the previous numbered rule stopped. The first failing rule gives the message.
 */
function checkByRuleJson(ruleJson: string, value: string): string | undefined {
  const items = parseRuleJson(ruleJson)
  if (typeof items === 'string') return items
  let begin = 0
  for (const item of items) {
    const digits = textOf(item.digits ?? '*')
    let part = value
    if (digits !== '*') {
      const count = Number.parseInt(digits, 10)
      part = value.slice(begin, Math.min(begin + count, value.length))
      begin += count
    }
    if (!new RegExp(`^(?:${String(item.pattern)})$`).test(part)) return String(item.message)
  }
  return undefined
}

/**
 * The message of the first rule of the check rule `ruleCode` (系统校验规则) that `value` fails, or undefined when it
 * passes; 该编码不存在 when no rule has the code. What `/sys/checkRule/checkByCode` answers and a form shows.
 */
export function checkByRule(db: Database, ruleCode: string, value: string): string | undefined {
  const rule = db.table('sys_check_rule').first((row) => row.ruleCode === ruleCode)
  if (!rule) return '该编码不存在'
  return checkByRuleJson(rule.ruleJson, value)
}
