import { dictTextOf } from '../../kernel/crud/dict-text'
import { workbookDownload } from '../../kernel/crud/excel/download'
import { titledRows, uploadedSheet } from '../../kernel/crud/excel/uploaded-sheet'
import { columnType, type Cell } from '../../kernel/crud/excel/workbook'
import type { Database } from '../../kernel/db/database'
import type { SysUser } from '../../kernel/db/entities'
import type { DataRow } from '../../kernel/db/synced-tables'
import { result, type ResultBody } from '../../kernel/services/result'
import type { DictModel } from '../../kernel/services/dict-model'
import { textOf } from '../../kernel/services/text'
import { dictOptionsOf, type TableReach } from './dict-options'
import { insertRecord, kindOf, selectRows } from './rows'
import { fieldsOf, type OnlField, type OnlHead } from './store'

const exportedFields = (db: Database, head: OnlHead): OnlField[] =>
  fieldsOf(db, String(head.id)).filter((field) => field.isShowList === 1 && field.dbFieldName !== 'id')

/** An exported column: its field and the choices its values are written as (none for a field without a dictionary). */
interface Column {
  field: OnlField
  options: DictModel[] | null
}

function cellOf(db: Database, { field, options }: Column, value: unknown): Cell {
  if (value === null || value === undefined || value === '') return null
  if (!options) return typeof value === 'number' ? value : textOf(value)
  return textOf(value)
    .split(',')
    .map(
      (item) =>
        options.find((option) => option.value === item)?.text ??
        (field.dictField ? dictTextOf(db, field.dictField, item) : item),
    )
    .join(',')
}

/**
 * The query a client sends as `paramsStr` (JSON), with `selections` limiting the rows to the chosen ids; a client
 * sending the list's parameters as they are is read the same way.
 */
function queryOf(request: URLSearchParams): URLSearchParams {
  const paramsStr = request.get('paramsStr')
  if (paramsStr === null) return request
  const query = new URLSearchParams()
  try {
    const params = JSON.parse(paramsStr) as Record<string, unknown>
    for (const [key, value] of Object.entries(params))
      if (value !== null && value !== undefined) query.set(key, textOf(value))
  } catch {
    // An unreadable paramsStr exports everything, as an empty one does.
  }
  return query
}

/**
 * `exportXls/{code}?paramsStr=`: the queried rows under the list's columns, dictionary values as their texts,
 * numbers and dates as typed cells (a number with two decimal places as an amount).
 */
export function exportRows(
  db: Database,
  head: OnlHead,
  request: URLSearchParams,
  user: SysUser | null,
  reachable: (row: DataRow) => boolean,
  reach: TableReach,
): Promise<Response> {
  const query = queryOf(request)
  const selections = (query.get('selections') ?? '').split(',').filter(Boolean)
  // A column's choices are read once, not per cell: a user or department field lists its whole table.
  const columns = exportedFields(db, head).map((field) => ({ field, options: dictOptionsOf(db, field, reach) }))
  const rows = selectRows(db, head, query, reachable).filter(
    (row) => selections.length === 0 || selections.includes(String(row.id)),
  )
  return workbookDownload(
    {
      name: head.tableTxt,
      titles: [head.tableTxt, `导出人:${user?.realname ?? ''}`],
      header: columns.map(({ field }) => field.dbFieldTxt),
      types: columns.map(({ field, options }) =>
        columnType(kindOf(field), { dict: !!options, money: field.dbPointLength === 2 }),
      ),
      rows: rows.map((row) => columns.map((column) => cellOf(db, column, row[column.field.dbFieldName]))),
    },
    `${head.tableTxt}-v${head.tableVersion}`,
  )
}

/** A cell's text as the stored value: a dictionary text becomes its value. */
function importedValue(db: Database, field: OnlField, text: string, reach: TableReach): string {
  const options = dictOptionsOf(db, field, reach)
  return options?.find((option) => option.text === text)?.value ?? text
}

/** `importXls/{code}`: the first file part's rows, matched to fields by their titles, each inserted. */
export async function importRows(
  db: Database,
  head: OnlHead,
  request: Request,
  user: SysUser | null,
  reach: TableReach,
): Promise<ResultBody<unknown>> {
  const uploaded = await uploadedSheet(request)
  if ('refused' in uploaded) return uploaded.refused
  const byTitle = new Map(fieldsOf(db, String(head.id)).map((field) => [field.dbFieldTxt, field]))
  for (const texts of titledRows(uploaded.sheet, byTitle)) {
    const body: Record<string, unknown> = {}
    for (const [field, text] of texts) if (text) body[field.dbFieldName] = importedValue(db, field, text, reach)
    insertRecord(db, head, body, user)
  }
  return result({ code: 200, message: '导入成功!' })
}
