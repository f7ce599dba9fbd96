import type { Row } from '../../../kernel/db/table'
import type { RequestContext } from '../../../kernel/routes/route'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import type { FieldRules } from '../../../kernel/crud/validate'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `ipr_commission_scope`: a rule for everyone holding a role, or for one person. */
export const COMMISSION_SCOPE = { role: '1', person: '2' } as const

/** 提成比例 is judged by the rule catalogue's percentage rule, the one the rule form's field names. */
const RATE_RULES: FieldRules = { rate: ['percent'] }

/** Two periods (either end open) share a day. */
const overlaps = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) =>
  (!textOf(a.validTo) || !textOf(b.validFrom) || textOf(b.validFrom) <= textOf(a.validTo)) &&
  (!textOf(b.validTo) || !textOf(a.validFrom) || textOf(a.validFrom) <= textOf(b.validTo))

/**
 * The rule as it will be stored: the role or the person its scope names (the other emptied), a period that does not
 * end before it starts, and no other rule of the same role or person holding on any of its days, so the rate of a
 * day is never in doubt.
 */
function prepareRule(
  values: Record<string, unknown>,
  context: RequestContext,
  existing: Row | undefined,
): Record<string, unknown> | ResultBody<null> {
  // An edit's empty values keep the stored ones (MyBatis-Plus skips nulls).
  const sent = Object.entries(values).filter(([, value]) => value !== null && value !== undefined)
  const merged: Record<string, unknown> = { ...existing, ...Object.fromEntries(sent) }
  const byRole = textOf(merged.ruleType) === COMMISSION_SCOPE.role
  if (!byRole && textOf(merged.ruleType) !== COMMISSION_SCOPE.person) return failure('请选择适用范围')
  const subject = byRole ? textOf(merged.roleCode) : textOf(merged.userName)
  if (!subject) return failure(byRole ? '请选择适用角色' : '请选择适用人员')
  const scoped = { ...merged, roleCode: byRole ? subject : null, userName: byRole ? null : subject }
  const clash = context.db
    .table<Row>('ipr_commission_rule')
    .first(
      (rule) =>
        rule.id !== existing?.id &&
        textOf(byRole ? rule.roleCode : rule.userName) === subject &&
        overlaps(rule, scoped),
    )
  if (clash) return failure(`与提成规则「${textOf(clash.ruleName)}」的有效期重叠，请调整生效或失效日期`)
  return { ...values, roleCode: scoped.roleCode, userName: scoped.userName }
}

/**
 * `IprCommissionRuleController`: the rates of 业务提成 on the agency fees received on a person's cases, by role or by
 * person. The salary batch and 人员绩效 read them (people/commission).
 */
export const iprCommissionRuleResource: CrudResource = {
  ...controllerResource('ipr-commission-rule'),
  rules: RATE_RULES,
  defaultSort: { column: 'createTime', order: 'desc' },
  prepare: prepareRule,
}
