import { registerValidateRules, type Field, type Form } from '@formily/core'
import { checkRule, RULES } from '@schemas/rules/checks'
import { COLUMN_RULES } from './column-rules'
import { formData } from './form-data'
import { duplicateCheck, ruleCodeCheck, type DuplicateCheck } from './remote-checks'
import { chosenRuleCode, type RuleCodeOption } from './rule-code-choice'
import { ruleRow } from './rule-row'

interface RuleContext {
  field?: Field
  form?: Form<Record<string, unknown>>
}

let registered = false

/** Registers every catalogue rule, the editable table's column rules and the two server checks with Formily, once per page load. */
export function registerRules(): void {
  if (registered) return
  registered = true
  const local = Object.fromEntries(
    Object.keys(RULES).map((name) => [
      name,
      (value: unknown, rules: Record<string, unknown>, context: RuleContext) => {
        const row = ruleRow(context)
        return checkRule(name, value, rules[name], row.values, row.titleOf) ?? ''
      },
    ]),
  )
  registerValidateRules({
    ...local,
    ...COLUMN_RULES,
    duplicateCheck: async (value: unknown, rules: Record<string, unknown>, context: RuleContext) =>
      (await duplicateCheck(
        formData(context.form),
        rules.duplicateCheck as DuplicateCheck,
        value,
        context.form?.values?.id,
      )) ?? '',
    ruleCode: async (value: unknown, rules: Record<string, unknown>, context: RuleContext) => {
      const code = chosenRuleCode(rules.ruleCode as RuleCodeOption, context.form?.values ?? {})
      return (code && (await ruleCodeCheck(formData(context.form), code, value))) || ''
    },
  })
}
