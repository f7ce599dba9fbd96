import type { OnlineCgreportApiGetQueryInfoResult, OnlineCgreportApiGetRpColumnsResult } from '../generated/api-types'
import type { DictModel } from '../generated/entities'
import type { Column, ListPageSchema, SearchItem } from '../generated/schema-language'
import { itemText } from '../dict'

export type ReportColumns = OnlineCgreportApiGetRpColumnsResult
export type QueryInfo = OnlineCgreportApiGetQueryInfoResult
type QueryItem = QueryInfo[number]

/** What the popup loads and the page schema made of it. */
export interface ReportConfig {
  id: string
  title: string
  page: ListPageSchema
  /** Query fields of mode `single`: a dynamic parameter of the same name fills them. */
  singleFields: string[]
}

const PAGE_SIZE = 10
const PAGE_SIZE_OPTIONS = [10, 20, 30]

const CHOICE_VIEWS = new Set(['list', 'radio', 'checkbox', 'list_multi', 'sel_search', 'search'])
const NUMBER_VIEWS = new Set(['integer', 'int', 'long', 'double', 'bigdecimal', 'number'])

const optionsOf = (items: readonly (DictModel | null)[] | undefined) =>
  (items ?? []).flatMap((item) => (item ? [{ value: String(item.value), label: itemText(item) }] : []))

/**
 * A query item of getQueryInfo as a search field of the list language; the 3rd and later come hidden ('1'). A
 * choice names its whole dictionary when the item carries its code (the report page's dictOptions hold only the
 * values of one page), else offers the dictOptions items.
 */
function searchField(item: QueryItem, dictOptions: ReportColumns['dictOptions']): SearchItem {
  const base = { field: item.field, title: item.label, ...(item.hidden === '1' ? { advanced: true } : {}) }
  const view = item.view.toLowerCase()
  const options = optionsOf(dictOptions?.[item.field])
  if (CHOICE_VIEWS.has(view) && item.dictCode) return { ...base, component: 'dict', rule: 'eq', dict: item.dictCode }
  if (CHOICE_VIEWS.has(view) && options.length) return { ...base, component: 'select', rule: 'eq', options }
  if (view === 'date' || view === 'datetime') {
    if (item.mode === 'group')
      return { ...base, component: view === 'date' ? 'dateRange' : 'datetimeRange', rule: 'range' }
    return { ...base, component: 'date', rule: 'eq' }
  }
  if (NUMBER_VIEWS.has(view))
    return item.mode === 'group'
      ? { ...base, component: 'numberRange', rule: 'range' }
      : { ...base, component: 'number', rule: 'eq' }
  return { ...base, component: 'text', rule: 'eq' }
}

/** A report column as a list column: the dictionary named by customRender comes inline from dictOptions. */
function column(source: ReportColumns['columns'][number], dictOptions: ReportColumns['dictOptions']): Column {
  const options = source.customRender ? optionsOf(dictOptions?.[source.customRender]) : []
  return {
    field: source.dataIndex,
    title: source.title,
    align: source.align === 'left' || source.align === 'right' ? source.align : 'center',
    ...(source.fieldWidth && source.fieldWidth > 0 ? { width: source.fieldWidth } : {}),
    ...(String(source.sorter) === 'true' ? { sorter: true } : {}),
    ...(options.length
      ? { render: 'dict', options }
      : source.fieldType?.toLowerCase() === 'date'
        ? { render: 'date' }
        : {}),
  }
}

/**
 * The server's report config (getRpColumns and getQueryInfo) is itself a schema: here it becomes a list page of
 * the engine's own language, so the popup is drawn by the list renderers and validated like any other page.
 */
export function reportConfig(columns: ReportColumns, queryInfo: QueryInfo): ReportConfig {
  const id = columns.cgRpConfigId
  const page: ListPageSchema = {
    kind: 'list',
    title: columns.cgRpConfigName,
    api: { list: `/online/cgreport/api/getData/${id}` },
    pagination: { pageSize: PAGE_SIZE, pageSizeOptions: PAGE_SIZE_OPTIONS },
    // A report without columns fails validation (至少需要 1 项) rather than here.
    columns: columns.columns.map((source) => column(source, columns.dictOptions)) as ListPageSchema['columns'],
    ...(queryInfo.length ? { search: queryInfo.map((item) => searchField(item, columns.dictOptions)) } : {}),
  }
  return {
    id,
    title: columns.cgRpConfigName,
    page,
    singleFields: queryInfo.filter((item) => item.mode === 'single').map((item) => item.field),
  }
}
