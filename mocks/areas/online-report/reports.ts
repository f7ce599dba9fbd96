import type { FieldKind } from '../../kernel/crud/entity-schemas'
import { applySort } from '../../kernel/crud/query/sort'
import { conditionMatches, ruleOfValue, valueForRule, type Condition } from '../../kernel/crud/query/rules'
import type { Database } from '../../kernel/db/database'
import type { Row } from '../../kernel/db/table'
import { queryDictItemsByCode } from '../../kernel/services/dicts'
import type { DictModel } from '../../kernel/services/dict-model'
import { textOf } from '../../kernel/services/text'

/** `onl_cgreport_head` plus the table its SQL reads (the built-in backend runs no SQL). */
export interface ReportHead extends Row {
  code: string
  name: string
  cgrSql: string
  sourceTable: string
}

export interface ReportItem extends Row {
  cgrheadId: string
  fieldName: string
  fieldTxt: string
  fieldWidth: number | null
  fieldType: string
  searchMode: 'single' | 'group' | null
  isSearch: number
  isShow: number
  dictCode: string | null
  orderNum: number
  isTotal: string
  groupTitle: string | null
}

export interface ReportParam extends Row {
  cgrheadId: string
  paramName: string
  paramValue: string | null
}

export const findHeadByCode = (db: Database, code: string) =>
  db.table<ReportHead>('onl_cgreport_head').first((head) => head.code === code)
export const findHead = (db: Database, id: string) => db.table<ReportHead>('onl_cgreport_head').get(id)

export const reportItems = (db: Database, headId: string): ReportItem[] =>
  db
    .table<ReportItem>('onl_cgreport_item')
    .list((item) => item.cgrheadId === headId)
    .sort((a, b) => a.orderNum - b.orderNum)

/** `queryColumnInfo(headId, true)`: the shown columns, with the dictionaries of the coded ones. */
export function reportColumns(db: Database, head: ReportHead) {
  const dictOptions: Record<string, DictModel[]> = {}
  const columns = reportItems(db, String(head.id))
    .filter((item) => item.isShow === 1)
    .map((item) => {
      if (item.dictCode) dictOptions[item.fieldName] = queryDictItemsByCode(db, item.dictCode)
      return {
        id: String(item.id),
        title: item.fieldTxt,
        dataIndex: item.fieldName,
        fieldType: item.fieldType,
        align: 'center',
        sorter: 'true',
        isTotal: item.isTotal,
        groupTitle: item.groupTitle,
        fieldWidth: item.fieldWidth,
        ...(item.dictCode ? { customRender: item.fieldName } : {}),
      }
    })
  return {
    columns,
    dictOptions,
    fieldHrefSlots: [],
    isGroupTitle: false,
    cgRpConfigId: String(head.id),
    cgRpConfigName: head.name,
  }
}

/** `getAutoListQueryInfo`: the searchable items, coded ones with their dictionary code; the 3rd and later come collapsed. */
export function reportQueryInfo(db: Database, headId: string) {
  return reportItems(db, headId)
    .filter((item) => item.isSearch === 1)
    .map((item, index) => ({
      label: item.fieldTxt,
      field: item.fieldName,
      view: item.dictCode ? 'list' : item.fieldType.toLowerCase(),
      mode: item.searchMode ?? 'single',
      ...(item.dictCode ? { dictCode: item.dictCode } : {}),
      ...(index >= 2 ? { hidden: '1' } : {}),
    }))
}

const KINDS: Record<string, FieldKind> = {
  string: 'string',
  integer: 'integer',
  long: 'integer',
  double: 'number',
  bigdecimal: 'number',
  date: 'date',
  datetime: 'datetime',
}
export const kindOf = (item: ReportItem): FieldKind => KINDS[item.fieldType.toLowerCase()] ?? 'string'

/** A SQL literal written into a parameter ('2') compares as its content. */
const unquoted = (value: string) =>
  value.length >= 2 && value.startsWith("'") && value.endsWith("'") ? value.slice(1, -1) : value

const LIKES = new Set(['like', 'left_like', 'right_like'])

/**
 * A contains/starts/ends search takes the typed text literally: `specialStrConvert` escapes `_` and `%`, and a
 * backslash — LIKE's own escape character, which would swallow the character after it — is doubled first.
 */
const literalLike = (rule: string, value: string) => (LIKES.has(rule) ? value.replace(/\\/g, '\\\\') : value)

/** The WHERE terms of one query: parameters (`self_<name>`, else their default) and the searchable items. */
function conditions(db: Database, headId: string, items: ReportItem[], query: URLSearchParams): Condition[] {
  const terms: Condition[] = []
  for (const param of db.table<ReportParam>('onl_cgreport_param').list((row) => row.cgrheadId === headId)) {
    const value = query.get(`self_${param.paramName}`) ?? param.paramValue ?? ''
    if (value !== '') terms.push({ field: param.paramName, rule: 'eq', value: unquoted(value) })
  }
  for (const item of items.filter((candidate) => candidate.isSearch === 1)) {
    if (item.searchMode === 'group') {
      const begin = query.get(`${item.fieldName}_begin`)
      const end = query.get(`${item.fieldName}_end`)
      if (begin) terms.push({ field: item.fieldName, rule: 'ge', value: begin })
      if (end) terms.push({ field: item.fieldName, rule: 'le', value: end })
      continue
    }
    const value = query.get(item.fieldName)
    if (value) {
      const rule = ruleOfValue(value)
      terms.push({ field: item.fieldName, rule, value: valueForRule(rule, literalLike(rule, value)) })
    }
  }
  return terms
}

/** The source rows as the report's SQL selects them, filtered and sorted (a known column only), all pages. */
export function reportRows(db: Database, head: ReportHead, query: URLSearchParams): Row[] {
  const headId = String(head.id)
  const items = reportItems(db, headId)
  const kinds = new Map(items.map((item) => [item.fieldName, kindOf(item)]))
  const terms = conditions(db, headId, items, query)
  const selected = db
    .table(head.sourceTable)
    .list(
      (row) =>
        textOf(row.delFlag ?? '0') !== '1' &&
        terms.every((term) => conditionMatches(row, term, kinds.get(term.field) ?? 'string')),
    )
    .map((row): Row => ({
      id: row.id,
      ...Object.fromEntries(items.map((item): [string, unknown] => [item.fieldName, row[item.fieldName] ?? null])),
    }))
  const column = query.get('column') ?? ''
  return kinds.has(column)
    ? applySort(selected, { fields: [column], descending: query.get('order') !== 'asc' }, kinds)
    : selected
}

/** `getDataById`: one page of the report's rows. */
export function reportData(db: Database, head: ReportHead, query: URLSearchParams) {
  const rows = reportRows(db, head, query)
  const pageNo = Math.max(1, Number(query.get('pageNo')) || 1)
  const pageSize = Math.max(1, Number(query.get('pageSize')) || 10)
  return { total: rows.length, records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize) }
}

/** The values a page holds in a column, comma lists taken apart. */
const valuesIn = (records: Row[], field: string): Set<string> =>
  new Set(
    records.flatMap((record) =>
      record[field] === null || record[field] === undefined ? [] : textOf(record[field]).split(','),
    ),
  )

/**
 * `getColumnsAndData` (the report page's call): the columns as getRpColumns has them, the report's name and a page
 * of rows; each dictionary holds only the items of the values on that page.
 */
export function reportColumnsAndData(db: Database, head: ReportHead, query: URLSearchParams) {
  const { columns, dictOptions, fieldHrefSlots, isGroupTitle } = reportColumns(db, head)
  const data = reportData(db, head, query)
  const present = Object.fromEntries(
    Object.entries(dictOptions).map(([field, items]) => {
      const values = valuesIn(data.records, field)
      return [field, items.filter((item) => values.has(String(item.value)))]
    }),
  )
  return { columns, dictOptions: present, fieldHrefSlots, isGroupTitle, cgreportHeadName: head.name, data }
}
