import type { Database } from '../db/database'
import { parseTableDictCode, queryDictItemsByCode, queryTableDict } from '../services/dicts'
import type { DictModel } from '../services/dict-model'
import type { EntitySchema } from './entity-schemas'
import { textOf } from '../services/text'

const DICT_TEXT = '_dictText'

const isEmpty = (value: unknown) => value === null || value === undefined || textOf(value) === ''

/** Items of a plain (`sex`) or table (`sys_depart,depart_name,id`) dictionary code. */
function dictItems(db: Database, code: string): DictModel[] {
  if (!code.includes(',')) return queryDictItemsByCode(db, code)
  const parsed = parseTableDictCode(code)
  try {
    return parsed === null ? [] : queryTableDict(db, parsed)
  } catch {
    // The aspect logs a failed translation and leaves the record untranslated.
    return []
  }
}

/**
 * `DictAspect.parseDictText` over a page of records: each non-empty `x-dict` field gains
 * `<field>_dictText`, comma lists translated item by item and joined with commas. Each dictionary
 * is loaded once per call, as the aspect batches its lookups.
 */
export function withDictText<R extends Record<string, unknown>>(
  db: Database,
  schema: EntitySchema,
  records: R[],
): Array<R & Record<string, unknown>> {
  const dictFields = Object.entries(schema.properties).flatMap(([name, field]) =>
    field['x-dict'] ? [[name, field['x-dict']] as const] : [],
  )
  if (dictFields.length === 0) return records
  // Each dictionary's texts by value: a table dictionary (users, departments) has hundreds of items, and scanning them
  // for every value of every record took most of a long list's time.
  const cache = new Map<string, Map<string | null, (string | null)[]>>()
  const textsOf = (code: string) => {
    let texts = cache.get(code)
    if (!texts) {
      texts = new Map()
      for (const item of dictItems(db, code)) texts.set(item.value, [...(texts.get(item.value) ?? []), item.text])
      cache.set(code, texts)
    }
    return texts
  }
  return records.map((record) => {
    const translated: Record<string, unknown> = { ...record }
    for (const [name, code] of dictFields) {
      if (isEmpty(record[name])) continue
      const texts = textsOf(code)
      if (texts.size === 0) continue
      translated[`${name}${DICT_TEXT}`] = String(record[name])
        .split(',')
        .flatMap((key) => texts.get(key) ?? [])
        .join(',')
    }
    return translated as R & Record<string, unknown>
  })
}

/** The value behind a dictionary text (Excel import of a dict column); the text itself when unknown. */
export function dictValueOf(db: Database, code: string, text: string): string {
  return dictItems(db, code).find((item) => item.text === text)?.value ?? text
}

/** The text of a dictionary value (Excel export of a dict column); the value itself when unknown. */
export function dictTextOf(db: Database, code: string, value: unknown): string {
  if (isEmpty(value)) return ''
  const items = dictItems(db, code)
  return String(value)
    .split(',')
    .map((key) => items.find((item) => item.value === key)?.text ?? key)
    .join(',')
}
