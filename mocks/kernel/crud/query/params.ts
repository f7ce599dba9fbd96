import { formatDateTime, parseDateTime } from '../../db/time'
import { ServerError } from '../../services/result'
import { fieldKind, type EntitySchema, type FieldKind } from '../entity-schemas'
import type { Scalar } from './compare'
import { javaSplit, ruleOfValue, valueForRule, type Condition } from './rules'

/** Property names `initQueryWrapper` never turns into conditions. */
const USELESS = new Set(['class', 'ids', 'page', 'rows', 'sort', 'order'])

/** A list filter over one entity: `conditions` are AND-ed; `anyOf` groups are OR-ed inside, AND-ed outside. */
export interface ParamFilter {
  conditions: Condition[]
  anyOf: Condition[][]
}

export interface QueryFields {
  schema: EntitySchema
  /** `@TableField(exist = false)` properties: bindable, but not columns, so never queried. */
  transient?: readonly string[]
}

export function queryableFields({ schema, transient = [] }: QueryFields): Array<[string, FieldKind]> {
  return Object.entries(schema.properties)
    .filter(([name, field]) => !USELESS.has(name) && !transient.includes(name) && field['x-write-only'] !== true)
    .map(([name, field]) => [name, fieldKind(field)])
}

const bindError = (schema: EntitySchema, name: string, value: string, target: string) =>
  new ServerError(
    `Field error in object '${schema.title.charAt(0).toLowerCase()}${schema.title.slice(1)}' on field '${name}': rejected value [${value}]; ` +
      `Failed to convert property value of type 'java.lang.String' to required type '${target}'`,
  )

/**
 * Spring's binding of a request parameter onto the entity property: numbers, booleans and dates
 * must parse (else the whole request fails), and then only an exact match is possible.
 */
function bindTyped(schema: EntitySchema, name: string, kind: FieldKind, text: string): Scalar {
  const value = text.trim()
  if (kind === 'integer') {
    if (!/^[-+]?\d+$/.test(value)) throw bindError(schema, name, text, 'java.lang.Integer')
    return Number.parseInt(value, 10)
  }
  if (kind === 'number') {
    if (value === '' || Number.isNaN(Number(value))) throw bindError(schema, name, text, 'java.lang.Double')
    return Number(value)
  }
  if (kind === 'boolean') {
    const lower = value.toLowerCase()
    if (['true', 'on', 'yes', '1'].includes(lower)) return true
    if (['false', 'off', 'no', '0'].includes(lower)) return false
    throw bindError(schema, name, text, 'java.lang.Boolean')
  }
  const pattern = kind === 'date' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
  if (!pattern.test(value) || Number.isNaN(parseDateTime(value))) throw bindError(schema, name, text, 'java.util.Date')
  return value
}

/**
 * `getDateQueryByRule` / `addQueryByRule` for `_begin`/`_end`: a 10-character date widens to the
 * start or end of the day; numbers parse by property type. A value that does not parse is logged
 * and skipped by the server, so it is skipped here.
 */
function rangeBound(kind: FieldKind, text: string, end: boolean): Scalar | undefined {
  const value = text.trim()
  if (value === '') return undefined
  if (value.includes(',')) return value
  if (kind === 'integer' || kind === 'number') {
    const number = kind === 'integer' ? Number.parseInt(value, 10) : Number.parseFloat(value)
    return Number.isNaN(number) ? undefined : number
  }
  if (kind === 'date' || kind === 'datetime') {
    const widened = value.length === 10 ? `${value} ${end ? '23:59:59' : '00:00:00'}` : value
    const epoch = parseDateTime(widened)
    return Number.isNaN(epoch) || widened.length !== 19 ? undefined : formatDateTime(epoch)
  }
  return value
}

/**
 * A `,a,b,` value: any of the parts as a LIKE (`replace(",,", ",")` first, as the server does). The parts go to
 * the LIKE unescaped, so `_` and `%` in them are wildcards.
 */
function multiLike(field: string, value: string): Condition[] {
  const parts = javaSplit(value.replace(/,,/g, ',').slice(1), ',')
  return parts.map((part) => ({ field, rule: 'like' as const, value: part }))
}

/** `QueryGenerator.initQueryWrapper` over the request parameters (data rules and super query aside). */
export function paramFilter(fields: QueryFields, params: URLSearchParams): ParamFilter {
  const filter: ParamFilter = { conditions: [], anyOf: [] }
  for (const [name, kind] of queryableFields(fields)) {
    const begin = params.get(`${name}_begin`)
    const end = params.get(`${name}_end`)
    const low = begin === null ? undefined : rangeBound(kind, begin, false)
    const high = end === null ? undefined : rangeBound(kind, end, true)
    if (low !== undefined) filter.conditions.push({ field: name, rule: 'ge', value: low })
    if (high !== undefined) filter.conditions.push({ field: name, rule: 'le', value: high })
    const multi = params.get(`${name}_MultiString`)
    if (multi !== null && multi.trim() !== '')
      filter.conditions.push({ field: name, rule: 'in', value: javaSplit(multi.trim(), ',') })
    // Spring joins repeated parameters with commas when binding a String property.
    const raw = params.getAll(name).join(',')
    if (raw.trim() === '') continue
    if (kind !== 'string') {
      filter.conditions.push({ field: name, rule: 'eq', value: bindTyped(fields.schema, name, kind, raw) })
      continue
    }
    const value = raw.trim()
    if (value.startsWith(',') && value.endsWith(',') && value.length > 1) {
      filter.anyOf.push(multiLike(name, value))
      continue
    }
    const rule = ruleOfValue(value)
    const operand = valueForRule(rule, value)
    filter.conditions.push({ field: name, rule: rule === 'eq_with_add' ? 'eq' : rule, value: operand })
  }
  return filter
}
