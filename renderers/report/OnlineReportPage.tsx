import { App, Card, Result, Spin, Typography } from 'antd'
import type { Action } from '../generated/schema-language'
import { DOWNLOAD_FAILED, saveDownload } from '../core/export-file'
import { ListTable } from '../list/ListTable'
import { SearchBar } from '../list/SearchBar'
import { Toolbar } from '../list/Toolbar'
import { SchemaErrorPanel } from '../schema/SchemaErrorPanel'
import { useReportApi } from './report-api'
import { reportParams } from './report-params'
import type { ReportConfig } from './report-schema'
import { useReportList, type RowsAnswer } from './use-report-list'
import { useReportPageConfig, useReportPageRows } from './use-report-page-config'

const EXPORT: Action[] = [{ kind: 'exportXls' }]
const LOAD_FAILED = '报表加载失败，请稍后重试'
const nothingSelected = () => undefined

/**
 * An online report as a page of its own (OnlCgreportAutoList): the report's config, loaded by its id, drawn by the
 * list renderers like the popup — query form, paged and sortable table — with an export of the queried rows. A
 * report the server does not know shows the server's message.
 */
export function OnlineReportPage({ reportId }: { reportId: string }) {
  const state = useReportPageConfig(reportId)
  if (state.status === 'ready') return <ReportView config={state.config} firstRows={state.firstRows} />
  if (state.status === 'invalid') return <SchemaErrorPanel source={`在线报表 ${reportId}`} problems={state.problems} />
  return (
    <Card variant="borderless">
      {state.status === 'failed' ? (
        <Result
          status="warning"
          title={state.message || LOAD_FAILED}
          subTitle={
            <>
              报表 <Typography.Text code>{reportId}</Typography.Text> 无法打开，请检查菜单配置的报表ID。
            </>
          }
        />
      ) : (
        <Spin spinning />
      )}
    </Card>
  )
}

function ReportView({ config, firstRows }: { config: ReportConfig; firstRows?: RowsAnswer }) {
  const { message } = App.useApp()
  const reportApi = useReportApi()
  const fetchRows = useReportPageRows(config.id)
  const list = useReportList(config, { fetchRows, firstRows })
  const { search } = config.page
  // Every queried row, as the original asks for: page 1 with the whole total as its size.
  const exportXls = async () => {
    const params = reportParams(search, { ...list.query, pageNo: 1, pageSize: list.total }, undefined)
    const saved = await saveDownload(
      () => reportApi.onlineCgreportApiExportXls(config.id, params),
      `${config.title}.xls`,
    )
    if (!saved) message.warning(DOWNLOAD_FAILED)
  }
  return (
    <Card variant="borderless" title={config.title} className="online-report-page">
      {search?.length ? (
        <SearchBar fields={search} initialValues={list.initialSearch} onSearch={list.search} onReset={list.reset} />
      ) : null}
      <Toolbar actions={EXPORT} run={() => void exportXls()} onClearSelection={nothingSelected} />
      <ListTable list={list} columns={config.page.columns} />
    </Card>
  )
}
