import type { RequestContext } from '../../../kernel/routes/route'
import { drawnForAnotherChoice, executeFillRule } from '../../../kernel/services/fill-rules'
import { textOf } from '../../../kernel/services/text'

/**
 * A new record left without its number gets the next one of its fill rule, as the controllers' `FillRuleUtil` call;
 * so does one whose number the form drew for another choice of the field the rule's prefix follows (a case number
 * drawn before its business type was chosen).
 */
export function withNumber(
  values: Record<string, unknown>,
  context: RequestContext,
  field: string,
  ruleCode: string,
): Record<string, unknown> {
  const typed = textOf(values[field]).trim()
  if (typed !== '' && !drawnForAnotherChoice(context.db, ruleCode, values, typed)) return values
  return { ...values, [field]: executeFillRule(context.db, ruleCode, values) }
}
