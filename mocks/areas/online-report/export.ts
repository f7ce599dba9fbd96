import { dictTextOf } from '../../kernel/crud/dict-text'
import { workbookDownload } from '../../kernel/crud/excel/download'
import type { Database } from '../../kernel/db/database'
import type { SysUser } from '../../kernel/db/entities'
import { reportItems, reportRows, type ReportHead } from './reports'
import { textOf } from '../../kernel/services/text'

const cellText = (db: Database, dictCode: string | null, value: unknown): string =>
  value === null || value === undefined ? '' : dictCode ? dictTextOf(db, dictCode, value) : textOf(value)

/**
 * `OnlCgreportAPI.exportXls`: every row the query selects (all pages; `selections` limits them to the chosen ids)
 * under the report's shown columns, dictionary columns as their texts, in a workbook laid out like the other
 * exports ("<name>报表" / "导出人:<realname>") and named after the report.
 */
export function exportReport(db: Database, head: ReportHead, query: URLSearchParams, user: SysUser | null): Response {
  const items = reportItems(db, String(head.id)).filter((item) => item.isShow === 1)
  const selections = (query.get('selections') ?? '').split(',').filter(Boolean)
  const rows = reportRows(db, head, query).filter(
    (row) => selections.length === 0 || selections.includes(String(row.id)),
  )
  return workbookDownload(
    {
      name: head.name,
      titles: [`${head.name}报表`, `导出人:${user?.realname ?? ''}`],
      header: items.map((item) => item.fieldTxt),
      rows: rows.map((row) => items.map((item) => cellText(db, item.dictCode, row[item.fieldName]))),
    },
    `${head.name}.xls`,
  )
}
