import { App } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { settledConfig, type ReportConfigState } from './config-state'
import { groupRequest } from './group-request'
import { groupKey, reportApi } from './report-api'

const INIT_FAILED = 'Popup初始化失败，请检查你的配置或稍后重试！'

/**
 * Loads a report's columns (by code) and query items (by id) and turns them into a validated list page. A missing
 * report says so in an error dialog that closes the popup; failed query items warn with the server's message.
 */
export function useReportConfig(code: string, groupId: string | undefined, onFailed: () => void): ReportConfigState {
  const { message, modal } = App.useApp()
  const [state, setState] = useState<ReportConfigState>({ status: 'loading' })
  // The caller's close may be a new function each render; it must not reload the report.
  const failed = useRef(onFailed)
  failed.current = onFailed

  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
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
  }, [code, groupId, message, modal])

  return state
}
