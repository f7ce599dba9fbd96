import type { Database } from '../db/database'
import type { SysDictItem } from '../db/entities'
import type { Row } from '../db/table'
import { dictModel, type DictModel } from './dict-model'
import { ENUM_DICTS } from './enum-dicts'
import { applyOrder, columnToField, compileFilter, type SqlRow } from './sql-filter'
import { sqlTableRows } from './sql-tables'
import { textOf } from './text'

function itemsOf(db: Database, dictCode: string, filter: (item: SysDictItem) => boolean): SysDictItem[] {
  const dict = db.table('sys_dict').first((row) => row.dictCode === dictCode)
  if (!dict) return []
  return db
    .table('sys_dict_item')
    .list((item) => item.dictId === dict.id && filter(item))
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
}

/** An enum dictionary's items when `sys_dict` has no dictionary of that code (`getDictItems`' fallback). */
const enumItems = (db: Database, dictCode: string): readonly DictModel[] | undefined =>
  db.table('sys_dict').first((row) => row.dictCode === dictCode) ? undefined : ENUM_DICTS[dictCode]

/** `queryDictItemsByCode`: every item of the dictionary in `sort_order`, whatever its status. */
export function queryDictItemsByCode(db: Database, dictCode: string): DictModel[] {
  const enumerated = enumItems(db, dictCode)
  if (enumerated) return [...enumerated]
  return itemsOf(db, dictCode, () => true).map((item) => dictModel(item.itemValue, item.itemText))
}

/** `queryAllDictItems`: code → enabled items (status 1), the map the client caches at login. */
export function queryAllDictItems(db: Database): Record<string, DictModel[]> {
  const all: Record<string, DictModel[]> = Object.fromEntries(
    Object.entries(ENUM_DICTS).map(([code, items]) => [code, [...items]]),
  )
  for (const dict of db.table('sys_dict').list()) {
    all[dict.dictCode] = itemsOf(db, dict.dictCode, (item) => item.status === 1).map((item) =>
      dictModel(item.itemValue, item.itemText),
    )
  }
  return all
}

/** `queryDictTextByKey`: the text of one value of a plain dictionary, or null. */
export function queryDictText(db: Database, dictCode: string, key: string): string | null {
  const enumerated = enumItems(db, dictCode)
  if (enumerated) return enumerated.find((item) => item.value === key)?.text ?? null
  return itemsOf(db, dictCode, (item) => item.itemValue === key)[0]?.itemText ?? null
}

/** A table dictionary code `table,text,code[,condition]` split the way Java's `String.split(",")` does. */
export interface TableDictCode {
  table: string
  text: string
  code: string
  condition: string | null
}

export function parseTableDictCode(dictCode: string): TableDictCode | null {
  const parts = dictCode.split(',')
  // Java drops trailing empty strings from split().
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
  if (parts.length !== 3 && parts.length !== 4) return null
  return { table: parts[0], text: parts[1], code: parts[2], condition: parts[3] ?? null }
}

/** `SqlInjectionUtil.filterContent`, applied to the table, text and code parts. */
const INJECTION_KEYWORDS = [
  "'",
  'and ',
  'exec ',
  'insert ',
  'select ',
  'delete ',
  'update ',
  'drop ',
  'count ',
  'chr ',
  'mid ',
  'master ',
  'truncate ',
  'char ',
  'declare ',
  ';',
  'or ',
  '+',
  'user()',
]
/** `SqlInjectionUtil.specialFilterContent`: the condition may use quotes and and/or, not statements. */
const CONDITION_KEYWORDS = [
  'exec ',
  'insert ',
  'select ',
  'delete ',
  'update ',
  'drop ',
  'count ',
  'chr ',
  'mid ',
  'master ',
  'truncate ',
  'char ',
  'declare ',
  ';',
  '+',
  'user()',
]
/** `DictQueryBlackListHandler`: columns no dictionary may expose. */
const BLACKLISTED_COLUMNS: Record<string, string[]> = { sys_user: ['password', 'salt'] }

export class DictQueryError extends Error {}

function assertClean(value: string, keywords: string[]): void {
  const lower = value.toLowerCase()
  const hit = keywords.find((keyword) => lower.includes(keyword))
  if (hit !== undefined) throw new DictQueryError(`请注意，存在SQL注入关键词---> ${hit}`)
}

interface TableQuery extends TableDictCode {
  /** `loadDict` search: comma lists are an IN on text or value, anything else a LIKE on either. */
  keyword?: string | null
  limit?: number | null
  /** The rows of the named table the user reaches (their data rules); every row when absent. */
  reachable?: (tableName: string) => (row: Row) => boolean
}

/**
 * `select <text> as text, <code> as value from <table> [where ...]` against the store. The table part
 * may carry its own `where` (the search condition is then joined with `and`, like `getFilterSql`).
 */
export function queryTableDict(db: Database, query: TableQuery): DictModel[] {
  assertClean(query.table, INJECTION_KEYWORDS)
  assertClean(query.text, INJECTION_KEYWORDS)
  assertClean(query.code, INJECTION_KEYWORDS)
  if (query.condition !== null) assertClean(query.condition, CONDITION_KEYWORDS)
  const [tableName, ...tableWhere] = query.table.trim().split(/\s+where\s+/i)
  const blacklisted = BLACKLISTED_COLUMNS[tableName.trim().toLowerCase()] ?? []
  if ([query.text, query.code].some((column) => blacklisted.includes(column.trim().toLowerCase()))) {
    throw new DictQueryError(`字典查询不允许访问 ${tableName} 的敏感字段`)
  }
  const conditions = [...tableWhere, query.condition].filter(
    (part): part is string => part !== null && part.trim() !== '',
  )
  const { where, orderBy } = compileFilter(conditions.join(' and '))
  const rows = sqlTableRows(db, tableName.trim(), true)
  if (!rows) throw new DictQueryError(`Table '${tableName.trim()}' doesn't exist`)
  const textField = columnToField(query.text)
  const valueField = columnToField(query.code)
  for (const field of [textField, valueField]) {
    if (rows.length > 0 && !(field in rows[0])) throw new DictQueryError(`Unknown column '${field}' in 'field list'`)
  }
  const text = (row: SqlRow) => row[textField]
  const value = (row: SqlRow) => row[valueField]
  const reachable = query.reachable?.(tableName.trim()) ?? (() => true)
  let matched = applyOrder(
    rows.filter((row) => where(row) && reachable(row)),
    orderBy,
  )
  const keyword = query.keyword ?? ''
  if (keyword !== '') {
    if (keyword.includes(',')) {
      const wanted = keyword.split(',')
      matched = matched.filter((row) => wanted.includes(String(text(row))) || wanted.includes(String(value(row))))
    } else {
      const needle = keyword.toLowerCase()
      matched = matched.filter((row) =>
        [text(row), value(row)].some(
          (cell) => cell !== null && cell !== undefined && textOf(cell).toLowerCase().includes(needle),
        ),
      )
    }
  }
  if (query.limit !== undefined && query.limit !== null) matched = matched.slice(0, query.limit)
  return matched.map((row) => dictModel(value(row), text(row)))
}
