/**
 * The `ruleCode` of an `x-validator` item: one check rule's code, or the code chosen by another field of the record
 * (`{"field": "businessType", "codes": {"1": "patent_app_no", "2": "trademark_reg_no"}}`), as numbers of different
 * kinds share one column. A value of the field with no code is not checked.
 */
export type RuleCodeOption = string | { field: string; codes: Record<string, string> }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/** What is wrong with a `ruleCode` option as a schema author wrote it, or undefined when it is well formed. */
export function ruleCodeProblem(option: unknown): string | undefined {
  if (typeof option === 'string' && option !== '') return undefined
  if (
    isRecord(option) &&
    typeof option.field === 'string' &&
    option.field !== '' &&
    isRecord(option.codes) &&
    Object.values(option.codes).every((code) => typeof code === 'string' && code !== '')
  )
    return undefined
  return 'ruleCode 应为校验规则编码，或 {"field": 字段名, "codes": {字段值: 校验规则编码}}'
}

/** The rule code that judges a value, given the record's values; undefined when none applies. */
export function chosenRuleCode(option: RuleCodeOption, values: Record<string, unknown>): string | undefined {
  if (typeof option === 'string') return option
  const chosenBy = values[option.field]
  return typeof chosenBy === 'string' || typeof chosenBy === 'number' ? option.codes[String(chosenBy)] : undefined
}
