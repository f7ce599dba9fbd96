import type { Check, Rule } from '@renderers/generated/schema-language'
import { validateRules } from '@renderers/generated/validate/rules'
import common from './common.json'

const catalogue: unknown = common
if (!validateRules(catalogue))
  throw new Error(`schemas/rules/common.json is invalid: ${JSON.stringify(validateRules.errors)}`)

/**
 * The rule catalogue of schemas/rules/ as plain functions, free of React and Formily: the forms register them with
 * Formily, and the built-in backend judges request bodies with `checkRule`, so both give the same message.
 */
export const RULES: Readonly<Record<string, Rule>> = catalogue.rules

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

const resolve = <T>(setting: T | '$param', param: unknown): unknown => (setting === '$param' ? param : setting)

/** Text length as the rules count it: one per character (code point). */
const length = (value: unknown): number => [...String(value)].length

/** Whether `value` comes before `other`: as numbers when both are, else as text (yyyy-MM-dd[ HH:mm:ss] sorts so). */
const before = (value: unknown, other: unknown): boolean =>
  typeof value === 'number' && typeof other === 'number' ? value < other : String(value) < String(other)

function fails(check: Check, value: unknown, param: unknown, values: Record<string, unknown>): boolean {
  if (check.required) return isEmptyValue(value)
  if (check.equalsField !== undefined) return value !== values[String(param)]
  // The other checks judge given values only: an empty optional field is valid.
  if (isEmptyValue(value)) return false
  // A value that is no number fails a bound rather than slip past it (NaN compares false both ways).
  if (check.minimum !== undefined && !(Number(value) >= Number(resolve(check.minimum, param)))) return true
  if (check.maximum !== undefined && !(Number(value) <= Number(resolve(check.maximum, param)))) return true
  const other = check.notBeforeField !== undefined ? values[String(param)] : undefined
  if (!isEmptyValue(other) && before(value, other)) return true
  if (check.pattern !== undefined && !new RegExp(check.pattern).test(String(value))) return true
  if (check.minLength !== undefined && length(value) < Number(resolve(check.minLength, param))) return true
  if (check.maxLength !== undefined && length(value) > Number(resolve(check.maxLength, param))) return true
  const count = Array.isArray(value) ? value.length : String(value).split(',').filter(Boolean).length
  if (check.minItems !== undefined && count < Number(resolve(check.minItems, param))) return true
  if (check.maxItems !== undefined && count > Number(resolve(check.maxItems, param))) return true
  return false
}

/**
 * The message of the first failing check of rule `name`, or undefined when the value passes. `param` is the rule's
 * parameter (a number, or a field name), `values` the whole form (or the row) for rules that compare fields, and
 * `titleOf` names a field for the message (`{paramTitle}`: 不能早于有效期起), the field name itself when it says none.
 */
export function checkRule(
  name: string,
  value: unknown,
  param?: unknown,
  values: Record<string, unknown> = {},
  titleOf: (field: string) => string | undefined = () => undefined,
): string | undefined {
  const rule = RULES[name]
  if (!rule) throw new Error(`Unknown validation rule "${name}"`)
  const failing = rule.checks.find((check) => fails(check, value, param, values))
  return failing && messageOf(failing, param, titleOf)
}

/** A check's message with the rule's parameter in place: `{param}`, and `{paramTitle}` the title of the field it names. */
export const messageOf = (
  check: Pick<Check, 'message'>,
  param: unknown,
  titleOf: (field: string) => string | undefined,
): string =>
  check.message.replace('{param}', String(param)).replace('{paramTitle}', () => titleOf(String(param)) ?? String(param))

/** The catalogue rule an editable-table column names by its short spelling (`*`, `n6-16`, `e`, `money`…). */
export const ruleOfPreset = (preset: string): string | undefined =>
  Object.keys(RULES).find((name) => RULES[name].preset === preset)
