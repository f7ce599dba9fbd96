import type { CellObject } from '@e965/xlsx'
import { booleanText, numberText, serialDateText } from './typed-cells'
import { spreadsheetLibrary, UNREADABLE, WorkbookFormatError } from './workbook'

/** The library with its number-format test typed (its own types leave SSF untyped). */
type Library = Omit<Awaited<ReturnType<typeof spreadsheetLibrary>>, 'SSF'> & {
  SSF: { is_date: (format: string) => boolean }
}

/** .xlsx (and every Office Open XML workbook): a zip. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

/** Excel 97-2003 `.xls`, what AutoPoi writes by default: an OLE compound file. */
const isBinaryXls = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0

/** Excel 2003 XML ("XML Spreadsheet"), what Excel writes as `.xls` when asked for XML, and earlier exports here. */
const isXmlSpreadsheet = (bytes: Uint8Array) => {
  const text = new TextDecoder().decode(bytes)
  return /<Workbook[\s>]/.test(text) && text.includes('urn:schemas-microsoft-com:office:spreadsheet')
}

/**
 * A cell as the text Excel shows (typed-cells.ts): a number in a date or time format as its date, other numbers
 * without binary float noise, booleans as TRUE/FALSE, errors (`#N/A`) as written.
 */
function cellText(cell: CellObject | undefined, isDate: (format: string) => boolean, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return ''
  if (cell.t === 'n') {
    const serial = Number(cell.v)
    return typeof cell.z === 'string' && isDate(cell.z) ? serialDateText(serial, date1904) : numberText(String(serial))
  }
  if (cell.t === 'b') return booleanText(cell.v ? '1' : '0')
  if (cell.t === 'e') return cell.w ?? ''
  return String(cell.v)
}

/**
 * Every row of the first worksheet (in workbook order) of an .xlsx, an .xls or an XML Spreadsheet, as text cells:
 * rows and cells left empty read as "", each row ending at its last filled cell, a merged range's text in its first
 * cell. Anything else (a text file, a picture, a broken zip) is a WorkbookFormatError, not guessed at as CSV.
 */
export async function readWorkbook(bytes: Uint8Array): Promise<string[][]> {
  if (!isZip(bytes) && !isBinaryXls(bytes) && !isXmlSpreadsheet(bytes)) throw new WorkbookFormatError(UNREADABLE)
  const { read, utils, SSF } = (await spreadsheetLibrary()) as Library
  const book = (() => {
    try {
      return read(bytes, { type: 'array', cellNF: true, cellText: false, cellHTML: false })
    } catch {
      throw new WorkbookFormatError(UNREADABLE)
    }
  })()
  const sheet = book.Sheets[book.SheetNames[0]]
  if (!sheet) throw new WorkbookFormatError(UNREADABLE)
  const range = sheet['!ref'] ? utils.decode_range(sheet['!ref']) : undefined
  if (!range) return []
  const date1904 = book.Workbook?.WBProps?.date1904 === true
  const isDate = (format: string) => SSF.is_date(format)
  const rows: string[][] = []
  for (let r = 0; r <= range.e.r; r += 1) {
    const cells: string[] = []
    for (let c = 0; c <= range.e.c; c += 1)
      cells.push(cellText(sheet[utils.encode_cell({ r, c })] as CellObject | undefined, isDate, date1904))
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
    rows.push(cells)
  }
  return rows
}
