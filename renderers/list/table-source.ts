import type { Key, MouseEvent } from 'react'
import type { DictModel } from '../generated/entities'
import type { Column } from '../generated/schema-language'
import type { ListQuery } from './query-params'
import type { Row, TableChange } from './use-list-controller'
import type { ListPageSchema } from '../generated/schema-language'

/**
 * What the list table reads and calls: a list page's controller offers it, and so does any other source of rows
 * drawn as a list (the online-report popup, whose rows are keyed by their values).
 */
export interface TableSource {
  page: ListPageSchema
  query: ListQuery
  paged: boolean
  rowKey: string | ((row: Row) => string)
  rows: Row[]
  total: number
  loading: boolean
  /** Said instead of 暂无数据 when the server answered 404 (a module it lacks). */
  notFound?: string
  selectedRowKeys: Key[]
  select(keys: Key[], rows: (Row | undefined)[]): void
  changeTable(change: TableChange): void
  /** Children of a lazy tree row. */
  expand?(record: Row): unknown
}

/** A column's inline options as dictionary items, for the dict render. */
export const optionItems = (column: Column): DictModel[] | undefined =>
  column.options?.map((option) => ({ value: String(option.value), text: option.label }))

/** A click on a row that did not land in its checkbox or radio cell (those select by themselves). */
export const outsideSelectionCell = (event: MouseEvent<HTMLElement>): boolean =>
  !(event.target as HTMLElement).closest('.ant-table-selection-column')

/** A row's key in its list, by the key field or the list's key function. */
export const keyOfRow = (source: Pick<TableSource, 'rowKey'>, row: Row): unknown =>
  typeof source.rowKey === 'function' ? source.rowKey(row) : row[source.rowKey]
