import { App } from 'antd'
import { useEffect } from 'react'
import { useLatest } from '../core/use-latest'
import { settledConfig, type ReportConfigState } from './config-state'
import { groupRequest } from './group-request'
import { groupKey, useReportApi } from './report-api'
import { useKeyedState } from './use-keyed-state'

const INIT_FAILED = 'Popup初始化失败，请检查你的配置或稍后重试！'

const LOADING: ReportConfigState = { status: 'loading' }

/**
 * Loads a report's columns (by code) and query items (by id) and turns them into a validated list page. A missing
 * report says so in an error dialog that closes the popup; failed query items warn with the server's message.
 */
export function useReportConfig(code: string, groupId: string | undefined, onFailed: () => void): ReportConfigState {
  const { message, modal } = App.useApp()
  const reportApi = useReportApi()
  const key = JSON.stringify([groupId, code])
  const [state, setStateOf] = useKeyedState(key, LOADING)
  // The caller's close may be a new function each render; it must not reload the report.
  const failed = useLatest(onFailed)

  useEffect(() => {
    let current = true
    const setState = (next: ReportConfigState) => setStateOf(key, next)
    const columnsUrl = `/online/cgreport/api/getRpColumns/${code}`
    const load = async () => {
      const columns = await groupRequest(groupKey(groupId, columnsUrl), () =>
        reportApi.onlineCgreportApiGetRpColumns(code),
      )
      if (!current) return
      if (!columns.success) {
        setState({ status: 'failed' })
        modal.error({
          title: '出错了',
          content: `${INIT_FAILED}错误信息如下：${columns.message}`,
          onOk: () => failed.current(),
        })
        return
      }
      const id = columns.result.cgRpConfigId
      const queryInfo = await groupRequest(groupKey(groupId, `/online/cgreport/api/getQueryInfo/${id}`), () =>
        reportApi.onlineCgreportApiGetQueryInfo(id),
      )
      if (!current) return
      if (!queryInfo.success) message.warning(queryInfo.message)
      setState(settledConfig(columns.result, queryInfo.success ? queryInfo.result : undefined))
    }
    load().catch(() => current && setState({ status: 'failed' }))
    return () => {
      current = false
    }
  }, [key, code, failed, groupId, message, modal, setStateOf, reportApi])

  return state
}
