import type { RequestContext } from '../../../kernel/routes/route'
import { executeFillRule } from '../../../kernel/services/fill-rules'
import { textOf } from '../../../kernel/services/text'

/** A new record left without its number gets the next one of its fill rule, as the controllers' `FillRuleUtil` call. */
export function withNumber(
  values: Record<string, unknown>,
  context: RequestContext,
  field: string,
  ruleCode: string,
): Record<string, unknown> {
  if (textOf(values[field]).trim() !== '') return values
  return { ...values, [field]: executeFillRule(context.db, ruleCode, values) }
}
