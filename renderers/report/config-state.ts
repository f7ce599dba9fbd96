import type { ListPageSchema } from '../generated/schema-language'
import { validateListPage } from '../generated/validate/list-page'
import { fromAjv, type SchemaProblem } from '../core/problems/problems'
import { reportConfig, type QueryInfo, type ReportColumns, type ReportConfig } from './report-schema'

export type ReportConfigState =
  | { status: 'loading' }
  /** `rows` is false when the query items could not be loaded: the popup then asks for no data (as JPopup does). */
  | { status: 'ready'; config: ReportConfig; rows: boolean }
  | { status: 'invalid'; problems: SchemaProblem[] }
  /** `message` is the server's own word on why, when it gave one. */
  | { status: 'failed'; message?: string }

/**
 * The loaded config as a list page, validated: built by reportConfig, the page needs no semantic checks, but the
 * meta-schema still guards what the server sent. Query items that failed to load leave the page without a query
 * form and, for the popup, without rows. `settings` adjust the page to where it is shown.
 */
export function settledConfig(
  columns: ReportColumns,
  queryInfo: QueryInfo | undefined,
  settings: Partial<ListPageSchema> = {},
): ReportConfigState {
  const built = reportConfig(columns, queryInfo ?? [])
  const config = { ...built, page: { ...built.page, ...settings } }
  return validateListPage(config.page)
    ? { status: 'ready', config, rows: queryInfo !== undefined }
    : { status: 'invalid', problems: fromAjv(validateListPage.errors) }
}
