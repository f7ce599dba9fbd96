import { http } from '@/http'
import type { Result } from '@/http'
import { asServerText } from '@renderers'
import type { FormItem, OnlineColumns, QueryItem } from './cgform-schema'

const API = '/online/cgform/api'

/** The server's word for a form whose table was never synced (3.6 `getColumns`/`getData`). */
export const NO_DB_SYNC = 'NO_DB_SYNC'

export type CgformConfig =
  | { status: 'ready'; columns: OnlineColumns; queryInfo: QueryItem[]; formItem: FormItem }
  | { status: 'unsynced' }
  | { status: 'failed'; message: string }

const failed = (answer: Result<unknown>): CgformConfig =>
  answer.message === NO_DB_SYNC ? { status: 'unsynced' } : { status: 'failed', message: answer.message }

/**
 * The three calls the original's auto list makes for its config. `success` decides, never `code`: getColumns and
 * getFormItem answer code 0, getQueryInfo code 200.
 */
export async function loadCgformConfig(id: string): Promise<CgformConfig> {
  const [columns, queryInfo, formItem] = await Promise.all([
    http.get<OnlineColumns>(`${API}/getColumns/${id}`),
    http.get<QueryItem[]>(`${API}/getQueryInfo/${id}`),
    http.get<FormItem>(`${API}/getFormItem/${id}`),
  ])
  for (const answer of [columns, queryInfo, formItem]) if (!answer.success) return failed(answer)
  // The form item becomes a Formily schema, which compiles `{{ }}` in any text: its field comments, dictionary texts
  // and defaults are the designer's data, shown as typed, never run. The list's columns and search are not compiled.
  return {
    status: 'ready',
    columns: columns.result,
    queryInfo: queryInfo.result ?? [],
    formItem: asServerText(formItem.result),
  }
}
