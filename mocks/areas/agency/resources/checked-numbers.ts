import type { Database } from '../../../kernel/db/database'
import type { Row } from '../../../kernel/db/table'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import { checkByRule } from '../../system/check-values'

/**
 * The check rule (系统校验规则) a case's 申请号 follows by its business type, as the case form declares it
 * (`ruleCode` of `appNo` in schemas/pages/ipr/CaseList.json); other types have none.
 */
export const CASE_APP_NO_RULES: Readonly<Record<string, string>> = { '1': 'patent_app_no', '2': 'trademark_reg_no' }

/** A trademark's 申请号 and 注册号 both follow 商标注册号, as the trademark form declares (TrademarkList.json). */
export const TRADEMARK_NUMBER_RULES: Readonly<Record<string, string>> = {
  appNo: 'trademark_reg_no',
  regNo: 'trademark_reg_no',
}

/**
 * What `CheckRuleController` gives a form, the server judges too (a body sent past the form): each field of `rules`
 * the save leaves filled is judged by its rule, unless neither it nor its rule changed since it was stored; the first
 * failure is refused with the rule's own message, the one the form shows.
 */
export function numberRefusal(
  db: Database,
  values: Record<string, unknown>,
  existing: Row | undefined,
  rules: Readonly<Record<string, string | undefined>>,
  unchangedRules = true,
): ResultBody<null> | undefined {
  for (const [field, ruleCode] of Object.entries(rules)) {
    const value = textOf(values[field] ?? existing?.[field])
    if (!ruleCode || !value) continue
    if (existing && unchangedRules && value === textOf(existing[field])) continue
    const message = checkByRule(db, ruleCode, value)
    if (message) return failure(message)
  }
  return undefined
}

/** The case's 申请号 judged by the rule of the business type the save leaves. */
export const caseAppNoRefusal = (db: Database, values: Record<string, unknown>, existing: Row | undefined) => {
  const businessType = textOf(values.businessType ?? existing?.businessType)
  return numberRefusal(
    db,
    values,
    existing,
    { appNo: CASE_APP_NO_RULES[businessType] },
    businessType === textOf(existing?.businessType),
  )
}
