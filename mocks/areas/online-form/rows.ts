import type { FieldKind } from '../../kernel/crud/entity-schemas'
import { applySort } from '../../kernel/crud/query/sort'
import { conditionMatches, ruleByName, ruleOfValue, valueForRule, type Condition } from '../../kernel/crud/query/rules'
import type { Database } from '../../kernel/db/database'
import type { SysUser } from '../../kernel/db/entities'
import { formatDateTime } from '../../kernel/db/time'
import { textOf } from '../../kernel/services/text'
import { fieldsOf, foreignKeyOf, subHeadsOf, type OnlField, type OnlHead } from './store'
import { dataTable, type DataRow } from '../../kernel/db/synced-tables'
import { afterTreeWrite, rootsOfHits, treeColumns, treeValuesOnWrite, withDescendants } from './tree'

/** `pageSize=-521`: every row, no paging. */
export const NO_PAGING = -521

const KINDS: Record<string, FieldKind> = {
  int: 'integer',
  double: 'number',
  bigdecimal: 'number',
  date: 'date',
  datetime: 'datetime',
}
export const kindOf = (field: OnlField): FieldKind => KINDS[field.dbType.toLowerCase()] ?? 'string'

/** `camelCase` → `snake_case`, as the server turns a sort column into a field name. */
const underline = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** A row as the server answers it: lower-cased keys, null as "". */
const answered = (row: DataRow, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, row[name] ?? '']))

function multiMatches(stored: unknown, value: string): boolean {
  const items = textOf(stored ?? '').split(',')
  return value.split(',').some((wanted) => items.includes(wanted))
}

/**
 * The filters of one getData call (`CgformDB.a(request)`): searchable fields by the QueryGenerator single-value
 * rules or `_begin`/`_end` in range mode, multi-value views by any shared item, the foreign key of a sub table, and
 * the advanced query.
 */
function rowFilter(fields: OnlField[], query: URLSearchParams): (row: DataRow) => boolean {
  const kinds = new Map(fields.map((field) => [field.dbFieldName, kindOf(field)]))
  const checks: ((row: DataRow) => boolean)[] = []
  for (const field of fields.filter((candidate) => candidate.isQuery === 1 || candidate.mainField)) {
    const name = field.dbFieldName
    const kind = kinds.get(name)!
    const begin = query.get(`${name}_begin`)
    const end = query.get(`${name}_end`)
    if (begin) checks.push((row) => conditionMatches(row, { field: name, rule: 'ge', value: begin }, kind))
    if (end) checks.push((row) => conditionMatches(row, { field: name, rule: 'le', value: end }, kind))
    const value = query.get(name)?.trim()
    if (!value) continue
    if (field.fieldShowType === 'list_multi' || field.fieldShowType === 'checkbox') {
      checks.push((row) => multiMatches(row[name], value))
      continue
    }
    const rule = ruleOfValue(value)
    const term = { field: name, rule, value: valueForRule(rule, value) } as Condition
    checks.push((row) => conditionMatches(row, term, kind))
  }
  const superQuery = superQueryCheck(query, kinds)
  if (superQuery) checks.push(superQuery)
  return (row) => checks.every((check) => check(row))
}

interface SuperQueryItem {
  field: string
  rule: string
  val: unknown
}

function superQueryCheck(
  query: URLSearchParams,
  kinds: ReadonlyMap<string, FieldKind>,
): ((row: DataRow) => boolean) | undefined {
  const text = query.get('superQueryParams')
  if (!text) return undefined
  let items: SuperQueryItem[]
  try {
    items = JSON.parse(decodeURIComponent(text)) as SuperQueryItem[]
  } catch {
    return undefined
  }
  const terms = items
    .filter((item) => kinds.has(item.field) && ruleByName(item.rule))
    .map((item): Condition => ({ field: item.field, rule: ruleByName(item.rule)!, value: textOf(item.val) }))
  if (terms.length === 0) return undefined
  const matches = (row: DataRow, term: Condition) => conditionMatches(row, term, kinds.get(term.field)!)
  return query.get('superQueryMatchType') === 'or'
    ? (row) => terms.some((term) => matches(row, term))
    : (row) => terms.every((term) => matches(row, term))
}

/**
 * The rows a query selects among those the user reaches (their data rules), sorted by `column` when it names a field
 * (camelCase accepted), all pages.
 */
export function selectRows(
  db: Database,
  head: OnlHead,
  query: URLSearchParams,
  reachable: (row: DataRow) => boolean,
): DataRow[] {
  const fields = fieldsOf(db, String(head.id))
  const kinds = new Map(fields.map((field) => [field.dbFieldName, kindOf(field)]))
  const filter = rowFilter(fields, query)
  const rows = dataTable(db, head.tableName).list((row) => reachable(row) && filter(row))
  const column = underline(query.get('column') ?? 'id')
  if (!kinds.has(column)) return rows
  return applySort(rows, { fields: [column], descending: query.get('order') !== 'asc' }, kinds)
}

/** `getData`: a page of rows with the list's columns plus `id`, or every row with the fields (`pageSize=-521`). */
export function onlineData(db: Database, head: OnlHead, query: URLSearchParams, reachable: (row: DataRow) => boolean) {
  return answerPage(db, head, selectRows(db, head, query, reachable), query)
}

/**
 * `getTreeData`: with the parent column in the query, that row's children, all of them; otherwise the first level,
 * paged: every row the query selects stands for its root ancestor (so with no filter, the root rows).
 */
export function onlineTreeData(
  db: Database,
  head: OnlHead,
  query: URLSearchParams,
  reachable: (row: DataRow) => boolean,
) {
  const tree = treeColumns(head)
  const rows = selectRows(db, head, query, reachable)
  const parent = tree ? query.get(tree.pid)?.trim() : undefined
  if (!tree) return answerPage(db, head, rows, query)
  if (parent)
    return answerPage(
      db,
      head,
      rows.filter((row) => textOf(row[tree.pid] ?? '') === parent),
      query,
      NO_PAGING,
    )
  return answerPage(db, head, rootsOfHits(db, head, rows, tree.pid), query)
}

/** The columns a list answer carries: `id`, the list's columns, and a tree's parent and has-children columns. */
function listNames(head: OnlHead, fields: readonly OnlField[]): string[] {
  const tree = treeColumns(head)
  const shown = fields.filter((field) => field.isShowList === 1 && field.dbFieldName !== 'id')
  return [...new Set(['id', ...shown.map((field) => field.dbFieldName), ...(tree ? [tree.pid, tree.hasChild] : [])])]
}

/** A page of the rows (`pageNo`), or every row with the fields when the page size is `-521`. */
function answerPage(
  db: Database,
  head: OnlHead,
  rows: DataRow[],
  query: URLSearchParams,
  pageSize = Number(query.get('pageSize')) || 10,
) {
  const fields = fieldsOf(db, String(head.id))
  const names = listNames(head, fields)
  if (pageSize === NO_PAGING)
    return {
      total: rows.length,
      fieldList: fields,
      ...(rows.length ? { records: rows.map((row) => answered(row, names)) } : {}),
    }
  const pageNo = Math.max(1, Number(query.get('pageNo')) || 1)
  const size = Math.max(1, pageSize)
  return {
    total: rows.length,
    records: rows.slice((pageNo - 1) * size, pageNo * size).map((row) => answered(row, names)),
  }
}

const allNames = (db: Database, head: OnlHead) => fieldsOf(db, String(head.id)).map((field) => field.dbFieldName)

/** `form/{code}/{id}`: the row with every field, and for a main table each sub table's rows under its name. */
export function onlineRecord(db: Database, head: OnlHead, id: string): Record<string, unknown> | undefined {
  const row = dataTable(db, head.tableName).get(id)
  if (!row) return undefined
  const record: Record<string, unknown> = answered(row, allNames(db, head))
  for (const sub of head.tableType === 2 ? subHeadsOf(db, head) : []) {
    const key = foreignKeyOf(db, sub, head.tableName)
    if (!key) continue
    const mainValue = textOf(row[key.mainField!] ?? '')
    record[sub.tableName] = dataTable(db, sub.tableName)
      .list((subRow) => textOf(subRow[key.dbFieldName] ?? '') === mainValue)
      .map((subRow) => answered(subRow, allNames(db, sub)))
  }
  return record
}

type Body = Record<string, unknown>

/** A submitted value as stored: arrays comma-joined, empty as the column's default or null. */
function storedValue(field: OnlField, value: unknown): unknown {
  const joined = Array.isArray(value) ? value.join(',') : value
  if (joined === undefined || joined === null || joined === '') return field.dbDefaultVal ?? null
  if (kindOf(field) === 'integer' || kindOf(field) === 'number') {
    const number = Number(joined)
    return Number.isNaN(number) ? joined : number
  }
  return joined
}

/** The columns a write keeps: form fields, foreign keys and defaulted columns; never the audit columns. */
const AUDIT = new Set(['id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code'])
function writtenValues(fields: OnlField[], body: Body): Body {
  const values: Body = {}
  for (const field of fields) {
    const name = field.dbFieldName
    if (AUDIT.has(name)) continue
    if (field.isShowForm !== 1 && !field.mainField && !field.dbDefaultVal) continue
    if (name in body || field.dbDefaultVal) values[name] = storedValue(field, body[name])
  }
  return values
}

function auditColumns(fields: OnlField[], user: SysUser | null, now: string, insert: boolean): Body {
  const names = new Set(fields.map((field) => field.dbFieldName))
  const columns: Body = insert
    ? { create_by: user?.username ?? null, create_time: now, sys_org_code: user?.orgCode ?? null }
    : { update_by: user?.username ?? null, update_time: now }
  return Object.fromEntries(Object.entries(columns).filter(([name]) => names.has(name)))
}

function insertRow(db: Database, head: OnlHead, body: Body, user: SysUser | null, extra: Body = {}): DataRow {
  const fields = fieldsOf(db, String(head.id))
  return dataTable(db, head.tableName).insert({
    ...treeValuesOnWrite(head, writtenValues(fields, body), true),
    ...extra,
    ...auditColumns(fields, user, formatDateTime(db.now()), true),
  })
}

/** Each sub table's rows of the body replace the stored ones that point at the main row. */
function writeSubRows(db: Database, head: OnlHead, main: DataRow, body: Body, user: SysUser | null): void {
  for (const sub of subHeadsOf(db, head)) {
    const key = foreignKeyOf(db, sub, head.tableName)
    const rows = body[sub.tableName]
    if (!key || !Array.isArray(rows)) continue
    const mainValue = main[key.mainField!]
    dataTable(db, sub.tableName).removeWhere((row) => textOf(row[key.dbFieldName] ?? '') === textOf(mainValue ?? ''))
    for (const row of rows as Body[]) insertRow(db, sub, row, user, { [key.dbFieldName]: mainValue })
  }
}

/** POST form: a new row (the id is the server's), with a main table's sub rows. */
export function insertRecord(db: Database, head: OnlHead, body: Body, user: SysUser | null): string {
  const row = insertRow(db, head, body, user)
  const tree = treeColumns(head)
  if (tree) afterTreeWrite(db, head, [row[tree.pid]])
  if (head.tableType === 2) writeSubRows(db, head, row, body, user)
  return String(row.id)
}

/** PUT form: the row's values, and a main table's sub rows replaced by the ones sent. */
export function updateRecord(db: Database, head: OnlHead, body: Body, user: SysUser | null): boolean {
  const id = textOf(body.id ?? '')
  const fields = fieldsOf(db, String(head.id))
  const before = dataTable(db, head.tableName).get(id)
  const updated = dataTable(db, head.tableName).update(id, {
    ...treeValuesOnWrite(head, writtenValues(fields, body), false),
    ...auditColumns(fields, user, formatDateTime(db.now()), false),
  })
  if (!updated) return false
  const tree = treeColumns(head)
  if (tree) afterTreeWrite(db, head, [before?.[tree.pid], updated[tree.pid]])
  if (head.tableType === 2) writeSubRows(db, head, updated, body, user)
  return true
}

/** DELETE form: the rows, a tree row's descendants and a main table's sub rows with them. */
export function deleteRecords(db: Database, head: OnlHead, chosen: string[]): void {
  const ids = withDescendants(db, head, chosen)
  const rows = dataTable(db, head.tableName).list((row) => ids.includes(String(row.id)))
  for (const sub of head.tableType === 2 ? subHeadsOf(db, head) : []) {
    const key = foreignKeyOf(db, sub, head.tableName)
    if (!key) continue
    const values = new Set(rows.map((row) => textOf(row[key.mainField!] ?? '')))
    dataTable(db, sub.tableName).removeWhere((row) => values.has(textOf(row[key.dbFieldName] ?? '')))
  }
  dataTable(db, head.tableName).removeWhere((row) => ids.includes(String(row.id)))
  const tree = treeColumns(head)
  if (tree)
    afterTreeWrite(
      db,
      head,
      rows.map((row) => row[tree.pid]),
    )
}
