import type { FieldKind } from '../entity-schemas'

/**
 * Workbooks are written and read with SheetJS (`@e965/xlsx`), fetched the first time an export or an import runs:
 * the built-in backend also runs in the browser, where no other request should carry the library.
 */
export const spreadsheetLibrary = () => import('@e965/xlsx')

/** How a column's cells are typed: text as it is, numbers, amounts to the fen, dates and date-times. */
export type ColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime'

export type Cell = string | number | null

export interface Sheet {
  name: string
  /** Title rows span every column (merged), like AutoPoi's `ExportParams(title, secondTitle)`. */
  titles: string[]
  header: string[]
  /** Each column's type (text when left out). */
  types?: readonly ColumnType[]
  rows: Cell[][]
}

/** A column's type by the kind of value it holds; a dictionary column holds texts. */
export function columnType(kind: FieldKind, { dict = false, money = false } = {}): ColumnType {
  if (dict) return 'text'
  if (kind === 'integer' || kind === 'number') return money ? 'money' : 'number'
  return kind === 'date' || kind === 'datetime' ? kind : 'text'
}

export const UNREADABLE = '不是可识别的Excel文件，请使用导出的模板'

export class WorkbookFormatError extends Error {}
