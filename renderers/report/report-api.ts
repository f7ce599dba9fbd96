import { useMemo } from 'react'
import type {
  OnlineCgreportApiGetColumnsAndDataResult,
  OnlineCgreportApiGetDataResult,
  OnlineCgreportApiGetQueryInfoResult,
  OnlineCgreportApiGetRpColumnsResult,
} from '../generated/api-types'
import type { DataProvider } from '../providers/data-provider'
import { useDataProvider } from '../providers/EngineProvider'

const REPORT_API = '/online/cgreport/api'

/** A report id or code as one path segment. */
const segment = (value: string) => encodeURIComponent(value)

/**
 * The online report's calls (JeecgBoot's OnlCgreportAPI under /online/cgreport/api): its columns by code, its query
 * items and its rows by id; for the report page, its columns with a first page of rows and its Excel export, by id.
 */
export function reportApi(data: DataProvider) {
  return {
    onlineCgreportApiGetRpColumns: (code: string) =>
      data.get<OnlineCgreportApiGetRpColumnsResult>({ url: `${REPORT_API}/getRpColumns/${segment(code)}` }),
    onlineCgreportApiGetQueryInfo: (id: string) =>
      data.get<OnlineCgreportApiGetQueryInfoResult>({ url: `${REPORT_API}/getQueryInfo/${segment(id)}` }),
    onlineCgreportApiGetData: (id: string, params?: object) =>
      data.list<OnlineCgreportApiGetDataResult>({ url: `${REPORT_API}/getData/${segment(id)}`, params }),
    onlineCgreportApiGetColumnsAndData: (id: string, params?: object) =>
      data.get<OnlineCgreportApiGetColumnsAndDataResult>({
        url: `${REPORT_API}/getColumnsAndData/${segment(id)}`,
        params,
      }),
    onlineCgreportApiExportXls: (reportId: string, params?: object) =>
      data.download({ url: `${REPORT_API}/exportXls/${segment(reportId)}`, params }),
  }
}

export type ReportApi = ReturnType<typeof reportApi>

/** The report calls over the engine's data provider. */
export function useReportApi(): ReportApi {
  const data = useDataProvider()
  return useMemo(() => reportApi(data), [data])
}

/** Key of a grouped call: the group id, the url and, for data, the parameters (JPopupOnlReport's groupIdKey). */
export const groupKey = (groupId: string | undefined, url: string, params?: object): string | undefined =>
  groupId ? `${groupId}${url}${params ? JSON.stringify(params) : ''}` : undefined
