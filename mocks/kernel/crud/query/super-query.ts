import type { Scalar } from './compare'
import { ruleByName, type Condition } from './rules'
import { textOf } from '../../services/text'

/** `QueryCondition` as `JSuperQuery` sends it (extra keys such as `dictCode` are ignored). */
interface QueryCondition {
  field?: unknown
  rule?: unknown
  val?: unknown
  type?: unknown
  dbType?: unknown
}

export interface SuperQuery {
  conditions: Condition[]
  matchType: 'and' | 'or'
}

const isBlank = (value: unknown) => value === null || value === undefined || textOf(value).trim() === ''

const DATE = /^(\d{1,4})-(\d{1,2})-(\d{1,2})/
const DATE_TIME = /^(\d{1,4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})/

/**
 * `DateUtils.str2Date` with a lenient `SimpleDateFormat`: one-digit parts and text after the pattern are accepted,
 * parts past their range roll over (month 13 is January of the next year); an unparsable value becomes null, which
 * then matches nothing.
 */
function parseDateValue(value: string, withTime: boolean): string | null {
  const parts = (withTime ? DATE_TIME : DATE).exec(value)
  if (!parts) return null
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1).map(Number)
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second)
  const two = (part: number) => String(part).padStart(2, '0')
  return (
    `${String(date.getUTCFullYear()).padStart(4, '0')}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`
  )
}

/** The `dbType` conversions; a failed one is logged by the server and the text is used as it is. */
function convertByDbType(value: Scalar, dbType: string): Scalar {
  const text = String(value)
  switch (dbType.toLowerCase().trim()) {
    case 'int':
    case 'short':
    case 'long': {
      const parsed = /^[-+]?\d+$/.test(text.trim()) ? Number.parseInt(text, 10) : Number.NaN
      return Number.isNaN(parsed) ? value : parsed
    }
    case 'bigdecimal':
    case 'float':
    case 'double': {
      const parsed = Number(text)
      return text.trim() === '' || Number.isNaN(parsed) ? value : parsed
    }
    case 'boolean':
      return text.toLowerCase() === 'true'
    default:
      return value
  }
}

/** Spring decodes the parameter once; `doSuperQuery` runs `URLDecoder.decode` over it again. */
function decodeAgain(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/**
 * `QueryGenerator.doSuperQuery`: `superQueryParams` (a JSON array of conditions, URI-encoded by the
 * client) and `superQueryMatchType`. Conditions without field, rule or value are skipped, as are
 * fields the entity does not have; malformed JSON is logged and ignored by the server.
 */
export function parseSuperQuery(params: URLSearchParams, knownFields: ReadonlySet<string>): SuperQuery | null {
  const raw = params.get('superQueryParams')
  if (raw === null || raw.trim() === '') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(decodeAgain(raw))
  } catch {
    return null
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null
  const conditions: Condition[] = []
  for (const entry of parsed as QueryCondition[]) {
    if (
      entry === null ||
      typeof entry !== 'object' ||
      isBlank(entry.field) ||
      isBlank(entry.rule) ||
      isBlank(entry.val)
    )
      continue
    const field = String(entry.field)
    const rule = ruleByName(String(entry.rule))
    if (!knownFields.has(field) || rule === undefined) continue
    let value: Scalar = String(entry.val)
    if (entry.type === 'date') value = parseDateValue(value, false)
    else if (entry.type === 'datetime') value = parseDateValue(value, true)
    if (!isBlank(entry.dbType) && value !== null) value = convertByDbType(value, String(entry.dbType))
    conditions.push({ field, rule: rule === 'eq_with_add' ? 'eq' : rule, value })
  }
  if (conditions.length === 0) return null
  return { conditions, matchType: params.get('superQueryMatchType')?.toLowerCase() === 'or' ? 'or' : 'and' }
}
