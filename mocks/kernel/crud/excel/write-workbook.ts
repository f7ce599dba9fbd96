import type { CellObject, WorkSheet } from '@e965/xlsx'
import { dateSerial } from './typed-cells'
import { spreadsheetLibrary, type Cell, type ColumnType, type Sheet } from './workbook'

/** Number formats by column type: amounts with two decimals, dates as the lists show them. */
const FORMATS: Partial<Record<ColumnType, string>> = {
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
}

/** A stored value as a typed cell; a value its column type does not fit (a date typed as text) stays text. */
function cellObject(value: Cell, type: ColumnType): CellObject | undefined {
  if (value === null || value === '') return undefined
  if (type === 'number' || type === 'money') {
    const number = Number(value)
    if (Number.isFinite(number)) return { t: 'n', v: number, z: FORMATS[type] }
  }
  if (type === 'date' || type === 'datetime') {
    const serial = dateSerial(String(value))
    if (serial !== undefined) return { t: 'n', v: serial, z: FORMATS[type] }
  }
  return typeof value === 'number' ? { t: 'n', v: value } : { t: 's', v: value }
}

/** How wide a text shows in Excel's character units: a Chinese character takes two. */
const shownWidth = (text: string) => [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0xff ? 2 : 1), 0)

/** An amount as the `#,##0.00` format shows it. */
const moneyText = (value: Cell) =>
  Number(value)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')

const SHOWN_DATE_WIDTH: Partial<Record<ColumnType, number>> = { date: 10, datetime: 19 }

/** Each column as wide as its header or its widest cell, within 8 and 50 characters. */
function columnWidths(sheet: Sheet, types: readonly ColumnType[]): number[] {
  return sheet.header.map((title, column) => {
    const type = types[column]
    const widest = Math.max(
      shownWidth(title),
      ...sheet.rows.map((row) => {
        const value = row[column]
        if (value === null || value === undefined) return 0
        return SHOWN_DATE_WIDTH[type] ?? shownWidth(type === 'money' ? moneyText(value) : String(value))
      }),
    )
    return Math.min(Math.max(widest + 2, 8), 50)
  })
}

/** Excel refuses sheet names longer than 31 characters or holding any of \ / ? * [ ] :. */
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1'

/**
 * An .xlsx of one sheet: the title rows merged across the columns, a header row with a filter, then the rows as
 * typed cells (numbers, amounts with two decimals, dates with a date format), columns as wide as their content.
 */
export async function writeWorkbook(sheet: Sheet): Promise<Uint8Array<ArrayBuffer>> {
  const { utils, write } = await spreadsheetLibrary()
  const types = sheet.header.map((_, column) => sheet.types?.[column] ?? 'text')
  const width = Math.max(sheet.header.length, 1)
  const headerRow = sheet.titles.length
  const worksheet: WorkSheet = {}
  const put = (r: number, c: number, cell: CellObject | undefined) => {
    if (cell) worksheet[utils.encode_cell({ r, c })] = cell
  }
  sheet.titles.forEach((title, row) => put(row, 0, { t: 's', v: title }))
  sheet.header.forEach((title, column) => put(headerRow, column, { t: 's', v: title }))
  sheet.rows.forEach((row, index) =>
    row.forEach((value, column) => put(headerRow + 1 + index, column, cellObject(value, types[column] ?? 'text'))),
  )
  const last = { r: headerRow + sheet.rows.length, c: width - 1 }
  worksheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: last })
  if (width > 1) worksheet['!merges'] = sheet.titles.map((_, r) => ({ s: { r, c: 0 }, e: { r, c: width - 1 } }))
  worksheet['!autofilter'] = { ref: utils.encode_range({ s: { r: headerRow, c: 0 }, e: last }) }
  worksheet['!cols'] = columnWidths(sheet, types).map((wch) => ({ wch }))
  const book = utils.book_new()
  utils.book_append_sheet(book, worksheet, sheetName(sheet.name))
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer)
}
