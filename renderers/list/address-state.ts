import dayjs, { type Dayjs } from 'dayjs'
import type { SearchItem, Tab } from '../generated/schema-language'
import { textOf } from '../core/text-of'

/** The address parameter naming a list's scope tab by its `key` (`/orders/list?scope=open`). */
export const SCOPE_PARAM = 'scope'

type Values = Record<string, unknown>

const DATE = 'YYYY-MM-DD'
const DATETIME = 'YYYY-MM-DD HH:mm:ss'

const isRange = (field: SearchItem) =>
  field.rule === 'range' || field.component === 'numberRange' || Boolean(field.component?.endsWith('Range'))
const isTemplate = (value: unknown) => typeof value === 'string' && value.includes('{{')

/**
 * The tab an address opens: `scope=<key>`, else the first tab whose fixed parameters the address carries, all of
 * them with the same values (`?flag=2` opens the tab fixing `flag` 2, as a menu row of the real server may say).
 * A tab fixing a value from the session or the date (`{{ }}`) is opened by its key only.
 */
export function tabOfAddress(tabs: readonly Tab[], query: URLSearchParams): string | undefined {
  const named = query.get(SCOPE_PARAM)
  if (named !== null && tabs.some((tab) => tab.key === named)) return named
  return tabs.find((tab) => {
    const fixed = Object.entries(tab.fixedParams ?? {})
    return (
      fixed.length > 0 &&
      fixed.every(
        ([name, value]) => !isTemplate(value) && query.get(name) !== null && query.get(name) === String(value),
      )
    )
  })?.key
}

const dateOf = (text: string | null): Dayjs | null => (text ? dayjs(text) : null)
const numberOf = (text: string | null): number | null => (text === null || text === '' ? null : Number(text))

/** One search field's value as the address holds it, in the shape its input takes; undefined when absent. */
function valueOfAddress(field: SearchItem, query: URLSearchParams): unknown {
  if (isRange(field)) {
    const begin = query.get(`${field.field}_begin`)
    const end = query.get(`${field.field}_end`)
    if (begin === null && end === null) return undefined
    return field.component === 'numberRange' ? [numberOf(begin), numberOf(end)] : [dateOf(begin), dateOf(end)]
  }
  const text = query.get(field.field)
  if (text === null || text === '') return undefined
  if (field.component === 'date' || field.component === 'datetime') return dayjs(text)
  if (field.component === 'number' || field.component === 'money') return Number(text)
  if (field.rule === 'multi') return text.split(',')
  return text
}

/** The search values an address carries for these fields (only those it names). */
export function searchOfAddress(fields: readonly SearchItem[], query: URLSearchParams): Values {
  const values: Values = {}
  for (const field of fields) {
    const value = valueOfAddress(field, query)
    if (value !== undefined) values[field.field] = value
  }
  return values
}

const textOfValue = (field: SearchItem, value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined
  if (dayjs.isDayjs(value)) return value.format(field.component?.startsWith('datetime') ? DATETIME : DATE)
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined
  return textOf(value).trim() || undefined
}

/** One search field's value as address parameters: ranges as `<field>_begin`/`<field>_end`, dates formatted. */
function addressOfValue(field: SearchItem, value: unknown): Array<[string, string]> {
  if (!isRange(field)) {
    const text = textOfValue(field, value)
    return text === undefined ? [] : [[field.field, text]]
  }
  const [begin, end] = (Array.isArray(value) ? value : []) as unknown[]
  const entries: Array<[string, string | undefined]> = [
    [`${field.field}_begin`, textOfValue(field, begin)],
    [`${field.field}_end`, textOfValue(field, end)],
  ]
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined)
}

/**
 * The address after a change of tab or search: the parameters the list owns (its scope, its tabs' fixed
 * parameters, its search fields) replaced by the tab's key and the search values; any other parameter kept.
 */
export function addressOf(
  current: URLSearchParams,
  state: { tabs: readonly Tab[]; tab?: string; fields: readonly SearchItem[]; search: Values },
): URLSearchParams {
  const owned = new Set([SCOPE_PARAM])
  for (const tab of state.tabs) for (const name of Object.keys(tab.fixedParams ?? {})) owned.add(name)
  for (const field of state.fields) {
    owned.add(field.field)
    owned.add(`${field.field}_begin`)
    owned.add(`${field.field}_end`)
  }
  const next = new URLSearchParams([...current].filter(([name]) => !owned.has(name)))
  if (state.tab !== undefined) next.set(SCOPE_PARAM, state.tab)
  for (const field of state.fields)
    for (const [name, text] of addressOfValue(field, state.search[field.field])) next.set(name, text)
  return next
}
