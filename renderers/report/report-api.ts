import {
  onlineCgreportApiExportXls,
  onlineCgreportApiGetColumnsAndData,
  onlineCgreportApiGetData,
  onlineCgreportApiGetQueryInfo,
  onlineCgreportApiGetRpColumns,
} from '@/generated/api/online-report'
import { bindOperations } from '@/generated/api/runtime'
import { http } from '@/http'

/**
 * The online report's calls (JeecgBoot's OnlCgreportAPI under /online/cgreport/api): its columns by code, its query
 * items and its rows by id; for the report page, its columns with a first page of rows and its Excel export, by id.
 */
export const reportApi = bindOperations(http, {
  onlineCgreportApiGetRpColumns,
  onlineCgreportApiGetQueryInfo,
  onlineCgreportApiGetData,
  onlineCgreportApiGetColumnsAndData,
  onlineCgreportApiExportXls,
})

/** Key of a grouped call: the group id, the url and, for data, the parameters (JPopupOnlReport's groupIdKey). */
export const groupKey = (groupId: string | undefined, url: string, params?: object): string | undefined =>
  groupId ? `${groupId}${url}${params ? JSON.stringify(params) : ''}` : undefined
