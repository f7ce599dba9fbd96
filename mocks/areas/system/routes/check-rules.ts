import { checkRuleResource, parseRuleJson } from '../resources/settings'
import { crudRoutes } from '../../../kernel/crud/routes'
import { failure, result } from '../../../kernel/services/result'
import type { Route } from '../../../kernel/routes/route'
import { textOf } from '../../../kernel/services/text'

/**
 * `SysCheckRuleServiceImpl.checkValue`: every rule of `ruleJson` in order, each a full match
 * (`Pattern.matches`). `digits` "*" judges the whole value; a number judges that many characters,
 * continuing from where the previous numbered rule stopped. The first failing rule gives the message.
 */
function checkByRule(ruleJson: string, value: string): string | undefined {
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

export const checkRuleRoutes: Route[] = [
  ...crudRoutes(checkRuleResource),
  {
    path: '/sys/checkRule/checkByCode',
    methods: ['GET'],
    handle(context) {
      const ruleCode = context.requiredParam('ruleCode')
      // The client's rule-code check URL-encodes the value itself, on top of the query encoding; undo that.
      let value = context.requiredParam('value')
      try {
        value = decodeURIComponent(value)
      } catch {
        // A literal "%" that was not an escape: judge the value as it came.
      }
      const rule = context.db.table('sys_check_rule').first((row) => row.ruleCode === ruleCode)
      if (!rule) return failure('该编码不存在')
      const message = checkByRule(rule.ruleJson, value)
      return message === undefined ? result({ code: 200 }) : failure(message)
    },
  },
]
