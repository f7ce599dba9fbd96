import { dictTextOf } from '../../kernel/crud/dict-text'
import { workbookDownload } from '../../kernel/crud/excel/download'
import { columnType, type Cell } from '../../kernel/crud/excel/workbook'
import type { Database } from '../../kernel/db/database'
import type { SysUser } from '../../kernel/db/entities'
import { kindOf, reportItems, reportRows, type ReportHead } from './reports'
import { textOf } from '../../kernel/services/text'

function cellOf(db: Database, dictCode: string | null, value: unknown): Cell {
  if (value === null || value === undefined) return null
  if (dictCode) return dictTextOf(db, dictCode, value)
  return typeof value === 'number' ? value : textOf(value)
}

/**
 * `OnlCgreportAPI.exportXls`: every row the query selects (all pages; `selections` limits them to the chosen ids)
 * under the report's shown columns, dictionary columns as their texts, numbers and dates typed, in a workbook laid out like the other
 * exports ("<name>报表" / "导出人:<realname>") and named after the report.
 */
export function exportReport(
  db: Database,
  head: ReportHead,
  query: URLSearchParams,
  user: SysUser | null,
): Promise<Response> {
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
      types: items.map((item) => columnType(kindOf(item), { dict: !!item.dictCode })),
      rows: rows.map((row) => items.map((item) => cellOf(db, item.dictCode, row[item.fieldName]))),
    },
    head.name,
  )
}
