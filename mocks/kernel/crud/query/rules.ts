import { compareValues, likeMatches, type Scalar } from './compare'
import type { FieldKind } from '../entity-schemas'

/** `QueryRuleEnum` members the list queries can produce. */
export type QueryRule =
  'gt' | 'ge' | 'lt' | 'le' | 'eq' | 'ne' | 'in' | 'like' | 'left_like' | 'right_like' | 'eq_with_add'

/** Symbol (`getValue`) and word (`getCondition`) of each rule; `getByValue` accepts either. */
const RULE_NAMES: ReadonlyArray<[QueryRule, string, string]> = [
  ['gt', '>', 'gt'],
  ['ge', '>=', 'ge'],
  ['lt', '<', 'lt'],
  ['le', '<=', 'le'],
  ['eq', '=', 'eq'],
  ['ne', '!=', 'ne'],
  ['in', 'IN', 'in'],
  ['like', 'LIKE', 'like'],
  ['left_like', 'LEFT_LIKE', 'left_like'],
  ['right_like', 'RIGHT_LIKE', 'right_like'],
  ['eq_with_add', 'EQWITHADD', 'eq_with_add'],
]

/** `QueryRuleEnum.getByValue`: a rule by its symbol or its word; undefined when neither. */
export function ruleByName(name: string): QueryRule | undefined {
  return RULE_NAMES.find(([, symbol, word]) => symbol === name || word === name)?.[0]
}

const symbolOf = (rule: QueryRule) => RULE_NAMES.find(([candidate]) => candidate === rule)![1]
const wordOf = (rule: QueryRule) => RULE_NAMES.find(([candidate]) => candidate === rule)![2]

/**
 * `QueryGenerator.convert2Rule`: the rule a text value asks for. Operator prefixes count only with
 * a space after them (`ge 5`, `>= 5`); stars make likes; a comma makes IN; a leading `!` makes NE;
 * `a++b` is an exact match containing a comma; anything else is an exact match.
 */
export function ruleOfValue(text: string): QueryRule {
  const value = text.trim()
  let rule: QueryRule | undefined
  if (value.length >= 3 && value[2] === ' ') rule = ruleByName(value.slice(0, 2))
  if (rule === undefined && value.length >= 2 && value[1] === ' ') rule = ruleByName(value.slice(0, 1))
  // A lone "*" (or any text too short to hold a needle) stays a literal match.
  if (rule === undefined && value.includes('*') && value.length > 1) {
    if (value.startsWith('*') && value.endsWith('*')) rule = 'like'
    else if (value.startsWith('*')) rule = 'left_like'
    else if (value.endsWith('*')) rule = 'right_like'
  }
  if (rule === undefined && value.includes(',')) rule = 'in'
  // An Oracle to_date('…','yyyy-MM-dd') expression holds a comma but is one value.
  if (rule === 'in' && value.includes('yyyy-MM-dd') && value.includes('to_date')) rule = 'eq'
  if (rule === undefined && value.startsWith('!')) rule = 'ne'
  if (rule === undefined && value.indexOf('++') > 0) rule = 'eq_with_add'
  return rule ?? 'eq'
}

/** Java's `String.split`: trailing empty parts are dropped (`"a,b,"` is two values). */
export function javaSplit(text: string, separator: string): string[] {
  const parts = text.split(separator)
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop()
  return parts.length === 1 && parts[0] === '' && text !== '' ? [] : parts
}

/** `specialStrConvert` on MySQL: `_` and `%` get a backslash, so a LIKE takes them literally. */
const escapeLike = (text: string) => text.replace(/[_%]/g, '\\$&')

/**
 * `QueryGenerator.replaceValue`, sloppiness included: symbol prefixes keep the space after them (`">= A01"`
 * compares with `" A01"`, which sorts before any letter or digit), NE drops exactly one character (`"!= x"` →
 * `"= x"`) and, like the likes, escapes `_` and `%` — so `!a_b` compares with `a\_b` and excludes nothing. A lone
 * `=` stays itself.
 */
export function valueForRule(rule: QueryRule, text: string): Scalar | string[] {
  const value = text.trim()
  if (value === '=') return value
  switch (rule) {
    case 'like':
      return escapeLike(value.slice(1, -1))
    case 'left_like':
    case 'ne':
      return escapeLike(value.slice(1))
    case 'right_like':
      return escapeLike(value.slice(0, -1))
    case 'in':
      return javaSplit(value, ',')
    case 'eq_with_add':
      return value.replace(/\+\+/g, ',')
    default:
      if (value.startsWith(symbolOf(rule))) return value.replace(symbolOf(rule), '')
      if (value.startsWith(`${wordOf(rule)} `)) return value.replace(`${wordOf(rule)} `, '').trim()
      return value
  }
}

/** One WHERE term: `column <rule> value`. */
export interface Condition {
  field: string
  rule: QueryRule
  value: Scalar | Scalar[]
}

/** `addEasyQuery` evaluated against a stored row. */
export function conditionMatches(row: Record<string, unknown>, condition: Condition, kind: FieldKind): boolean {
  const stored = row[condition.field]
  const { value } = condition
  const compare = (against: unknown) => compareValues(stored, against, kind)
  switch (condition.rule) {
    case 'in': {
      const items = Array.isArray(value) ? value : javaSplit(String(value), ',')
      return items.some((item) => compare(item) === 0)
    }
    case 'like':
      return likeMatches(stored, value, 'any')
    case 'left_like':
      return likeMatches(stored, value, 'end')
    case 'right_like':
      return likeMatches(stored, value, 'start')
    default: {
      const difference = compare(value)
      if (difference === null) return false
      return {
        gt: difference > 0,
        ge: difference >= 0,
        lt: difference < 0,
        le: difference <= 0,
        eq: difference === 0,
        ne: difference !== 0,
        eq_with_add: difference === 0,
      }[condition.rule]
    }
  }
}
