import { App } from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react'
import type { Result } from '../generated/entities'
import type { ListQuery } from '../list/query-params'
import { orderOf } from '../list/query-params'
import type { TableChange } from '../list/use-list-controller'
import { queryDefaults, type DynamicParams } from './dynamic-params'
import { groupKey, useReportApi } from './report-api'
import { reportParams } from './report-params'
import type { ReportConfig } from './report-schema'
import { fromTable, NOTHING_SELECTED, toggleRow, type ReportSelection } from './report-selection'
import { parseSorter } from './report-sorter'
import { groupRequest } from './group-request'
import { reportRowKey } from './row-key'

type Row = Record<string, unknown>

export const SELECT_ONE_RECORD = '请选择一条记录'

export interface ReportListOptions {
  multi?: boolean
  /** `field=asc` or `field=desc`. */
  sorter?: string
  groupId?: string
  /** Dynamic parameters, sent as self_<name>. */
  param?: DynamicParams
}

/** One page of a report's rows as an answer of the server. */
export type RowsAnswer = Result<{ records: Row[]; total: number | string }>

interface ListSettings extends ReportListOptions {
  /** False when the query items failed: no rows are asked for. */
  enabled?: boolean
  /** Where the rows come from; the popup's getData (shared within its group) unless told. Must keep its identity. */
  fetchRows?: (params: Record<string, unknown>) => Promise<RowsAnswer>
  /** The answer to the first query when loading the config already brought it (the report page's first call). */
  firstRows?: RowsAnswer
}

/**
 * State and data of the online-report popup's table: query, sort and page, the rows of getData, and the chosen
 * rows. It offers what the list renderers read from a list controller, so the popup is drawn by them.
 */
export function useReportList(
  config: ReportConfig,
  { multi = false, sorter, groupId, param, enabled = true, fetchRows, firstRows }: ListSettings,
) {
  const { message } = App.useApp()
  const reportApi = useReportApi()
  const initialSearch = useMemo(() => queryDefaults(param, config.singleFields), [param, config.singleFields])
  const initialSort = useMemo(() => parseSorter(sorter), [sorter])
  const pageSize = (config.page.pagination || undefined)?.pageSize ?? 10
  const [query, setQuery] = useState<ListQuery>({ search: initialSearch, sort: initialSort, pageNo: 1, pageSize })
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [selection, setSelection] = useState<ReportSelection>(NOTHING_SELECTED)
  const [reloads, setReloads] = useState(0)
  const preloaded = useRef(firstRows)

  // What the table asks for: a new object whenever the config, query or parameters change, or on reload.
  const request = useMemo(
    () => (enabled ? { params: reportParams(config.page.search, query, param), reloads } : undefined),
    [enabled, config, query, param, reloads],
  )
  // The table is loading from the render that asks until the answer to that very request has settled.
  const [settled, setSettled] = useState<typeof request>()
  const loading = request !== undefined && settled !== request

  useEffect(() => {
    if (!request) return
    let current = true
    const { params } = request
    const first = preloaded.current
    preloaded.current = undefined
    const fetch = () =>
      fetchRows
        ? fetchRows(params)
        : groupRequest(groupKey(groupId, `/online/cgreport/api/getData/${config.id}`, params), () =>
            reportApi.onlineCgreportApiGetData(config.id, params),
          )
    ;(first ? Promise.resolve(first) : fetch())
      .then((answer) => {
        if (!current) return
        if (!answer.success) message.warning(answer.message)
        setRows(answer.success ? answer.result.records : [])
        setTotal(answer.success ? Number(answer.result.total) : 0)
      })
      .catch(() => undefined)
      .finally(() => current && setSettled(request))
    return () => {
      current = false
    }
  }, [request, config.id, groupId, message, fetchRows, reportApi])

  const clearSelection = useCallback(() => setSelection(NOTHING_SELECTED), [])

  return {
    page: config.page,
    rowKey: reportRowKey,
    paged: true,
    query,
    rows,
    total,
    loading,
    selectedRowKeys: selection.keys as Key[],
    selectedRows: selection.rows,
    initialSearch,
    reload: useCallback(() => setReloads((count) => count + 1), []),
    clearSelection,
    select: (_keys: readonly Key[], picked: readonly (Row | undefined)[]) => {
      const chosen = fromTable(picked)
      setSelection(multi ? chosen : { keys: chosen.keys.slice(-1), rows: chosen.rows.slice(-1) })
    },
    toggle: (row: Row) => {
      setSelection((current) => toggleRow(current, row, multi))
    },
    /** New search terms start at page 1; a collapsed field (not in the form's answer) keeps its value. */
    search: (values: Record<string, unknown>) => {
      setQuery((current) => ({ ...current, search: { ...current.search, ...values }, pageNo: 1 }))
    },
    reset: () => {
      setQuery((current) => ({ ...current, search: initialSearch, pageNo: 1 }))
    },
    changeTable: ({ current, pageSize: size, sorter }: TableChange) => {
      const single = Array.isArray(sorter) ? sorter[0] : sorter
      setQuery((previous) => {
        const order = orderOf(single?.order)
        const sort = order && single?.field ? { column: String(single.field), order } : {}
        const sizeChanged = size !== undefined && size !== previous.pageSize
        return {
          ...previous,
          sort,
          pageSize: size ?? previous.pageSize,
          pageNo: sizeChanged ? 1 : (current ?? previous.pageNo),
        }
      })
    },
    /** The chosen rows for the confirm button; single select needs exactly one, and any popup at least one. */
    confirm: (): Row[] | undefined => {
      if (!selection.rows.length || (!multi && selection.rows.length > 1)) {
        message.warning(SELECT_ONE_RECORD)
        return undefined
      }
      return selection.rows
    },
  }
}

export type ReportList = ReturnType<typeof useReportList>
