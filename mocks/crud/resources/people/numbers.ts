import type { RequestContext } from '../../../handlers/route'
import { executeFillRule } from '../../../services/fill-rules'
import { textOf } from '../../../services/text'

/**
 * The document number of a new row left empty by the form: `FillRuleUtil.executeRule` of the list's number rule
 * (报销单号 BX…, 借款单号 JK…, 工资批次 GZ…), as the generated controllers call it before `save`.
 */
export function withNumber(
  values: Record<string, unknown>,
  context: RequestContext,
  field: string,
  ruleCode: string,
): Record<string, unknown> {
  if (textOf(values[field]).trim() !== '') return values
  return { ...values, [field]: executeFillRule(context.db, ruleCode, values) }
}
