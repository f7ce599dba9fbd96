import type { RequestContext } from '../../../kernel/routes/route'
import { drawnAndTaken, drawnForAnotherChoice, executeFillRule } from '../../../kernel/services/fill-rules'
import { textOf } from '../../../kernel/services/text'

/**
 * A new record left without its number gets the next one of its fill rule, as the controllers' `FillRuleUtil` call;
 * so does one whose number the form drew for another choice of the field the rule's prefix follows (a case number
 * drawn before its business type was chosen), and one whose drawn number another save has taken since.
 */
export function withNumber(
  values: Record<string, unknown>,
  context: RequestContext,
  field: string,
  ruleCode: string,
): Record<string, unknown> {
  const typed = textOf(values[field]).trim()
  const stale =
    typed === '' ||
    drawnForAnotherChoice(context.db, ruleCode, values, typed) ||
    drawnAndTaken(context.db, ruleCode, typed)
  return stale ? { ...values, [field]: executeFillRule(context.db, ruleCode, values) } : values
}
