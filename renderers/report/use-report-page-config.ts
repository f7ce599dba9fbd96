import { App } from 'antd'
import { useCallback, useEffect } from 'react'
import { settledConfig, type ReportConfigState } from './config-state'
import { useReportApi } from './report-api'
import { pageRows } from './report-page-rows'
import { useKeyedState } from './use-keyed-state'
import type { RowsAnswer } from './use-report-list'

/** The first page the report page asks for with its columns (OnlCgreportAutoList's first load). */
const FIRST_PAGE = { pageNo: 1, pageSize: 10 }

/** The report page's config, with the rows of its first page that came along. */
export type ReportPageState = ReportConfigState & { firstRows?: RowsAnswer }

const LOADING: ReportPageState = { status: 'loading' }

/**
 * Loads the report page's config by report id, as OnlCgreportAutoList does: its columns, name, dictionaries and
 * first page of rows (getColumnsAndData) and its query items (getQueryInfo). A report the server does not know
 * fails with the server's message; failed query items warn and leave the page without a query form. The page
 * selects no rows.
 */
export function useReportPageConfig(reportId: string): ReportPageState {
  const { message } = App.useApp()
  const reportApi = useReportApi()
  const [state, setStateOf] = useKeyedState(reportId, LOADING)

  useEffect(() => {
    let current = true
    const setState = (next: ReportPageState) => setStateOf(reportId, next)
    const load = async () => {
      const [columns, queryInfo] = await Promise.all([
        reportApi.onlineCgreportApiGetColumnsAndData(reportId, FIRST_PAGE),
        reportApi.onlineCgreportApiGetQueryInfo(reportId),
      ])
      if (!current) return
      if (!columns.success) {
        setState({ status: 'failed', message: columns.message })
        return
      }
      if (!queryInfo.success) message.warning(queryInfo.message)
      const { cgreportHeadName = '', columns: shown = [], dictOptions } = columns.result
      const config = { cgRpConfigId: reportId, cgRpConfigName: cgreportHeadName, columns: shown, dictOptions }
      setState({
        ...settledConfig(config, queryInfo.success ? queryInfo.result : undefined, { selection: false }),
        firstRows: pageRows(columns),
      })
    }
    load().catch(() => current && setState({ status: 'failed' }))
    return () => {
      current = false
    }
  }, [reportId, message, setStateOf, reportApi])

  return state
}

/** Later pages come the way the first did, with their own dictionary items (getColumnsAndData). */
export function useReportPageRows(reportId: string): (params: Record<string, unknown>) => Promise<RowsAnswer> {
  const reportApi = useReportApi()
  return useCallback(
    (params) => reportApi.onlineCgreportApiGetColumnsAndData(reportId, params).then(pageRows),
    [reportId, reportApi],
  )
}
