import type { Source, TableWidget } from '../generated/schema-language'
import type { DataProvider } from '../providers/data-provider'
import { reportApi } from '../report/report-api'
import { resolveUrl, sourceParams } from './load-widget-data'
import type { Period } from './period'

export interface TableExport {
  /** The button's text when the schema names one. */
  title?: string
  download: (data: DataProvider) => Promise<Blob>
}

/**
 * How a table widget's 导出 gets its workbook, or nothing when it offers no export. The server writes the file from
 * the parameters the rows were asked with, so it holds what the table shows for the chosen period: an online report
 * through the report's own export (`OnlCgreportAPI.exportXls`), a call through the table's `api.exportXls`.
 */
export function tableExport(widget: TableWidget, source: Source, period: Period): TableExport | undefined {
  const action = widget.toolbar?.find(({ kind }) => kind === 'exportXls')
  if (!action) return undefined
  const params = sourceParams(source, period)
  if ('report' in source)
    return {
      title: action.title,
      download: (data) => reportApi(data).onlineCgreportApiExportXls(source.report, params),
    }
  const url = widget.api?.exportXls
  return url
    ? { title: action.title, download: (data) => data.download({ url: resolveUrl(url, period), params }) }
    : undefined
}
