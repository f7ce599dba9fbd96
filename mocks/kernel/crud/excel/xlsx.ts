import { isDateFormat } from './number-format'
import { unescapeXml, WorkbookFormatError } from './spreadsheet'
import { booleanText, isoDateText, numberText, serialDateText } from './typed-cells'

/**
 * Office Open XML workbooks (.xlsx, what Excel and WPS save by default): a zip of XML parts. The first worksheet is
 * read as text cells with the platform's own inflater (DecompressionStream, in browsers and node alike), so the
 * built-in backend reads a user's own spreadsheets without shipping a spreadsheet library. Typed cells read as
 * Excel shows them (typed-cells.ts): numbers in a date or time format as dates, booleans as TRUE/FALSE.
 */

const UNREADABLE = '不是可识别的Excel文件，请使用导出的模板'
const utf8 = new TextDecoder()

export const isZip = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

/** Excel 97-2003 binary workbooks (OLE compound files) are a format of their own that is not read here. */
export const isBinaryXls = (bytes: Uint8Array): boolean =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0

interface ZipEntry {
  method: number
  size: number
  offset: number
}

/** The zip's central directory: each part's compression, compressed size and local header offset. */
function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = bytes.length - 22
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1
  if (end < 0) throw new WorkbookFormatError(UNREADABLE)
  const entries = new Map<string, ZipEntry>()
  let at = view.getUint32(end + 16, true)
  for (let count = view.getUint16(end + 10, true); count > 0; count -= 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw new WorkbookFormatError(UNREADABLE)
    const nameLength = view.getUint16(at + 28, true)
    const name = utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength))
    entries.set(name, {
      method: view.getUint16(at + 10, true),
      size: view.getUint32(at + 20, true),
      offset: view.getUint32(at + 42, true),
    })
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return entries
}

async function partText(bytes: Uint8Array, entries: Map<string, ZipEntry>, name: string): Promise<string | undefined> {
  const entry = entries.get(name)
  if (!entry) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const start = entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true)
  const data = bytes.slice(start, start + entry.size)
  if (entry.method === 0) return utf8.decode(data)
  if (entry.method !== 8) throw new WorkbookFormatError(UNREADABLE)
  return new Response(new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text()
}

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1]

/** The text of every <t> run inside a piece of markup (rich-text runs joined; phonetic hints left out). */
const runsText = (markup: string): string =>
  [...markup.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)]
    .map((run) => unescapeXml(run[1]))
    .join('')

/** Zero-based column of a cell reference such as "AB12". */
function columnOf(reference: string): number {
  let column = 0
  for (const letter of /^[A-Z]+/.exec(reference)?.[0] ?? 'A') column = column * 26 + letter.charCodeAt(0) - 64
  return column - 1
}

/** The first sheet of the workbook, by the workbook's own order and relationships. */
async function firstSheetPath(bytes: Uint8Array, entries: Map<string, ZipEntry>, workbook: string): Promise<string> {
  const id = attribute(/<sheet\b([^>]*)\/?>/.exec(workbook)?.[1] ?? '', 'r:id')
  const relations = (await partText(bytes, entries, 'xl/_rels/workbook.xml.rels')) ?? ''
  const relation = [...relations.matchAll(/<Relationship\b([^>]*)\/?>/g)].find(
    (match) => attribute(match[1], 'Id') === id,
  )
  const target = relation ? attribute(relation[1], 'Target') : undefined
  if (!target) return 'xl/worksheets/sheet1.xml'
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`
}

/** For each cell style (`<cellXfs>`, indexed by a cell's `s`), whether it shows numbers as dates. */
function dateStyles(styles: string): boolean[] {
  const codes = new Map(
    [...styles.matchAll(/<numFmt\b([^>]*?)\/?>/g)].map((format) => [
      Number(attribute(format[1], 'numFmtId')),
      unescapeXml(attribute(format[1], 'formatCode') ?? ''),
    ]),
  )
  const cellXfs = /<cellXfs\b[\s\S]*?<\/cellXfs>/.exec(styles)?.[0] ?? ''
  return [...cellXfs.matchAll(/<xf\b([^>]*?)\/?>/g)].map((xf) => {
    const id = Number(attribute(xf[1], 'numFmtId') ?? 0)
    return isDateFormat(id, codes.get(id))
  })
}

/** What a cell's text depends on beyond the cell: shared strings, date styles and the date system. */
interface WorkbookFormats {
  shared: string[]
  dateStyles: boolean[]
  date1904: boolean
}

/**
 * The text of one cell by its type `t`: shared or inline string, boolean, ISO date, or number (the default, a date
 * when its style says so). Formula texts (`str`) and errors (`e`, such as `#N/A`) read as written.
 */
function cellText(attributes: string, markup: string, formats: WorkbookFormats): string {
  const type = attribute(attributes, 't') ?? 'n'
  const raw = unescapeXml(/<v\b[^>]*>([\s\S]*?)<\/v>/.exec(markup)?.[1] ?? '')
  if (type === 's') return formats.shared[Number(raw)] ?? ''
  if (type === 'inlineStr') return runsText(markup)
  if (type === 'b') return booleanText(raw)
  if (type === 'd') return isoDateText(raw)
  if (type !== 'n' || raw === '') return raw
  const dateStyled = formats.dateStyles[Number(attribute(attributes, 's') ?? 0)] === true
  return dateStyled ? serialDateText(Number(raw), formats.date1904) : numberText(raw)
}

/** Every row of the first worksheet as text cells; rows and cells Excel leaves out (empty ones) come back as "". */
export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const entries = zipEntries(bytes)
  const workbook = (await partText(bytes, entries, 'xl/workbook.xml')) ?? ''
  const date1904 = /^(1|true)$/.test(attribute(/<workbookPr\b([^>]*)/.exec(workbook)?.[1] ?? '', 'date1904') ?? '')
  const sheet = await partText(bytes, entries, await firstSheetPath(bytes, entries, workbook))
  if (sheet === undefined) throw new WorkbookFormatError(UNREADABLE)
  const sharedXml = (await partText(bytes, entries, 'xl/sharedStrings.xml')) ?? ''
  const formats: WorkbookFormats = {
    shared: [...sharedXml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((item) => runsText(item[1])),
    dateStyles: dateStyles((await partText(bytes, entries, 'xl/styles.xml')) ?? ''),
    date1904,
  }
  const rows: string[][] = []
  for (const row of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(attribute(row[1], 'r') ?? rows.length + 1)
    while (rows.length < number - 1) rows.push([])
    const cells: string[] = []
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const reference = attribute(cell[1], 'r')
      const column = reference ? columnOf(reference) : cells.length
      while (cells.length < column) cells.push('')
      cells[column] = cellText(cell[1], cell[2] ?? '', formats)
    }
    rows.push(cells)
  }
  return rows
}
