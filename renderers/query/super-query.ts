import { isComplete, type DbType, type MatchType, type QueryLine, type QueryRule, type ValueType } from './query-line'

/** One line of `superQueryParams` as the backend's QueryGenerator reads it (`QueryCondition`): what one line sends. */
export interface QueryCondition {
  field: string
  rule: QueryRule
  val: string
  type: ValueType
  dbType: DbType
}

/**
 * The builder's output: a serializable filter tree of one group (refine's ConditionalFilter shape, in the
 * backend's words) — the conditions joined by the match type.
 */
export interface SuperQuery {
  matchType: MatchType
  conditions: QueryCondition[]
}

/** Complete lines as conditions; several chosen values travel as one comma list. */
export function conditionsOf(lines: QueryLine[]): QueryCondition[] {
  return lines.filter(isComplete).map((line) => ({
    field: line.field!,
    rule: line.rule!,
    val: Array.isArray(line.val) ? line.val.join(',') : String(line.val),
    type: line.type ?? 'string',
    dbType: line.dbType ?? 'string',
  }))
}

/**
 * The list-call parameters of an active query: `superQueryParams` is `encodeURI` of the JSON (the http client
 * encodes it once more; the server decodes twice) and `superQueryMatchType`. No conditions, no parameters.
 */
export function superQueryParams(query: SuperQuery | undefined): Record<string, string> {
  if (!query?.conditions.length) return {}
  return { superQueryParams: encodeURI(JSON.stringify(query.conditions)), superQueryMatchType: query.matchType }
}
