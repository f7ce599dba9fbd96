import { checkRuleResource } from '../resources/settings'
import { checkByRule } from '../check-values'
import { crudRoutes } from '../../../kernel/crud/routes'
import { failure, result } from '../../../kernel/services/result'
import type { Route } from '../../../kernel/routes/route'

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
      const message = checkByRule(context.db, ruleCode, value)
      return message === undefined ? result({ code: 200 }) : failure(message)
    },
  },
]
