import { App } from 'antd'
import type { SorterResult } from 'antd/es/table/interface'
import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react'
import type { Result } from '../generated/entities'
import type { ListPageSchema } from '../generated/schema-language'
import { useDataProvider, useSession } from '../providers/EngineProvider'
import { rowsOf, type Row } from '../core/rows-of'
import { resolveMap } from '../core/templates'
import { useLatest } from '../core/use-latest'
import type { SuperQuery } from '../query/super-query'
import { arrivedEarlyList, takeEarlyList } from './early-list'
import { initialQueryOf, isPaged, listRequestOf } from './list-request'
import { buildListParams, orderOf, type ListQuery } from './query-params'
import {
  awaitsChildren,
  replaceChildren,
  treeOf,
  treeRowsOf,
  UNRECOGNISED_DATA,
  withExpanders,
  type TreeSpec,
} from './tree-rows'

export type { Row }

export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 30]

export interface TableChange {
  current?: number
  pageSize?: number
  filters?: Record<string, unknown[] | null>
  sorter?: SorterResult<Row> | SorterResult<Row>[]
}

/** The HTTP status and message of a request that failed below the envelope, as the app's client reads them. */
const failureOf = (error: unknown): { status?: number; message?: string } =>
  (error as { failure?: { status?: number; message?: string } } | undefined)?.failure ?? {}

/** The rows and total an answer shows, or null when its data is not rows. */
function shownRows(answer: Result<unknown>, tree: TreeSpec | undefined, lazy: boolean, rowKey: string) {
  const found = tree ? treeRowsOf(answer.result) : rowsOf(answer.result)
  if (!found) return null
  const loaded = withExpanders(found, tree, lazy, rowKey)
  const counted = (answer.result as { total?: number } | null)?.total
  return { rows: loaded, total: typeof counted === 'number' ? counted : loaded.length }
}

const sameFilters = (a: ListQuery['filters'], b: ListQuery['filters']): boolean =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {})

/**
 * State and data loading of a list page (JeecgListMixin's job): the query (search terms, filters, sort, page), the
 * rows and total, the selection, and the operations on them. Views stay thin and call these.
 * `scope` resolves the page's fixedParams (a nested list gets { record } of its parent row); `initialSearch` are the
 * search terms it starts with when they are not the page's defaults (those of the page's address).
 */
export function useListController(page: ListPageSchema, scope: object = {}, initialSearch?: Record<string, unknown>) {
  const { message } = App.useApp()
  const data = useDataProvider()
  const session = useLatest(useSession())
  const rowKey = page.rowKey ?? 'id'
  const tree = treeOf(page)
  const lazy = Boolean(page.api?.children)
  const paged = isPaged(page)
  const fixed = useMemo(() => resolveMap(page.fixedParams, scope), [page.fixedParams, scope])
  const defaults = useMemo(() => page.searchDefaults ?? {}, [page.searchDefaults])
  const [query, setQuery] = useState<ListQuery>(() => initialQueryOf(page, initialSearch))
  const [reloads, setReloads] = useState(0)

  const params = useCallback(() => buildListParams(page, query, fixed), [page, query, fixed])

  // What the table asks for: a new object whenever the page, query or fixed parameters change, or on reload.
  const request = useMemo(() => {
    const asked = listRequestOf(page, query, fixed)
    return asked && { ...asked, reloads }
  }, [page, query, fixed, reloads])

  // The answer to the first request, when it arrived before the list was drawn (early-list.ts): the first render
  // shows its rows, and the first request only takes it.
  const [arrived] = useState(() => {
    const answer = request && arrivedEarlyList(request, session.current)
    const shown = answer?.success ? shownRows(answer, tree, lazy, rowKey) : null
    return shown ? { ...shown, request } : undefined
  })
  const [rows, setRows] = useState<Row[]>(arrived?.rows ?? [])
  const [total, setTotal] = useState(arrived?.total ?? 0)
  const [selectedRowKeys, setSelectedRowKeys] = useState<Key[]>([])
  const [selectedRows, setSelectedRows] = useState<Row[]>([])
  // The server lacks the list's module (404 on a page that names what to say then).
  const [missing, setMissing] = useState(false)
  // The table is loading from the render that asks until the answer to that very request has settled.
  const [settled, setSettled] = useState(arrived?.request)
  const loading = request !== undefined && settled !== request

  const { notFound } = page
  // Only the list's first request may take the answer asked for as its page's schema arrived (early-list.ts).
  const first = useRef(true)
  useEffect(() => {
    if (!request) return
    let current = true
    const early = first.current ? takeEarlyList(request, session.current) : undefined
    first.current = false
    // The rows of this very request were drawn from the early answer as the list mounted.
    if (early && request === arrived?.request) return
    const ask = () => data.list({ url: request.url, params: request.params, quiet: notFound !== undefined })
    // A failed early request said nothing (it was quiet): the list asks again, and that request reports the failure.
    const reply = early ? early.catch(ask) : ask()
    reply
      .then((answer) => {
        if (!current) return
        // In the same update as the rows: the table never shows the answer while it still says it is loading.
        setSettled(request)
        setMissing(false)
        if (answer.success) {
          const loaded = shownRows(answer, tree, lazy, rowKey)
          if (!loaded) message.warning(UNRECOGNISED_DATA)
          setRows(loaded?.rows ?? [])
          setTotal(loaded?.total ?? 0)
          return
        }
        message.warning(answer.message)
        // A 510 (no permission) keeps what is shown; a 500 empties the table.
        if (answer.code === 500) {
          setRows([])
          setTotal(0)
        }
      })
      .catch((error: unknown) => {
        if (!current) return
        setSettled(request)
        if (notFound === undefined) return
        // Quiet: a 404 is said in the table, any other failure where the list is.
        const failure = failureOf(error)
        setMissing(failure.status === 404)
        if (failure.status !== 404) message.warning(failure.message || '加载失败')
      })
    return () => {
      current = false
    }
  }, [request, tree, lazy, rowKey, message, data, notFound, session, arrived])

  const reload = useCallback(() => setReloads((count) => count + 1), [])

  const clearSelection = useCallback(() => {
    setSelectedRowKeys([])
    setSelectedRows([])
  }, [])
  // The search form's calls keep their identity, so new rows redraw the table and not the form above it.
  const search = useCallback((values: Record<string, unknown>) => {
    setQuery((current) => ({ ...current, search: values, pageNo: 1 }))
  }, [])
  const superSearch = useCallback((superQuery: SuperQuery) => {
    setQuery((current) => ({ ...current, superQuery, pageNo: 1 }))
  }, [])
  const reset = useCallback(() => {
    clearSelection()
    setQuery((current) => ({ ...current, search: defaults, filters: {}, sort: {}, pageNo: 1 }))
  }, [clearSelection, defaults])

  return {
    page,
    rowKey,
    paged,
    query,
    rows,
    total,
    loading,
    /** What the table says instead of 暂无数据 when the server lacks the list's module. */
    notFound: missing ? page.notFound : undefined,
    selectedRowKeys,
    selectedRows,
    params,
    reload,
    clearSelection,
    select: (keys: Key[], picked: Row[]) => {
      setSelectedRowKeys(keys)
      setSelectedRows(picked)
    },
    /** New search terms start again at page 1. */
    search,
    /** A new advanced query (no conditions: none) starts again at page 1; the search terms stay. */
    superSearch,
    reset,
    /** Paging, sorting and filtering from the table; a changed filter goes back to page 1. */
    changeTable: ({ current, pageSize, filters, sorter }: TableChange) => {
      const single = Array.isArray(sorter) ? sorter[0] : sorter
      setQuery((previous) => {
        const order = orderOf(single?.order)
        const sort = order && single?.field ? { column: String(single.field), order } : {}
        const filtersChanged = !sameFilters(previous.filters, filters)
        const sizeChanged = pageSize !== undefined && pageSize !== previous.pageSize
        return {
          ...previous,
          sort,
          filters: filters ?? previous.filters,
          pageSize: pageSize ?? previous.pageSize,
          pageNo: filtersChanged || sizeChanged ? 1 : (current ?? previous.pageNo),
        }
      })
    },
    /** After `count` rows went away: reload, moving back to the last page that still has records. */
    removed: (count: number) => {
      const lastPage = Math.max(1, Math.ceil((total - count) / query.pageSize))
      setQuery((current) => ({ ...current, pageNo: Math.min(current.pageNo, lastPage) }))
      clearSelection()
      reload()
    },
    /** Children of a tree row, loaded when it is expanded. */
    expand: async (record: Row) => {
      const childrenUrl = page.api?.children
      if (!tree || !childrenUrl) return
      const childrenField = tree.childrenField ?? 'children'
      if (!awaitsChildren(record[childrenField])) return
      const answer = await data.get({
        url: childrenUrl,
        params: { ...fixed, [tree.parentParam ?? 'pid']: record[rowKey] },
      })
      // The stand-in stays on failure: collapsing and expanding again asks once more.
      if (!answer.success) {
        message.warning(answer.message)
        return
      }
      const found = treeRowsOf(answer.result)
      if (!found) {
        message.warning(UNRECOGNISED_DATA)
        return
      }
      const children = withExpanders(found, tree, true, rowKey)
      setRows((current) => replaceChildren(current, record[rowKey], children, rowKey, childrenField))
    },
  }
}

export type ListController = ReturnType<typeof useListController>
