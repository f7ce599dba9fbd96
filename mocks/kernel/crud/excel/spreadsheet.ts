import { booleanText, isoDateText, numberText } from './typed-cells'

/**
 * Excel 2003 XML workbooks ("XML Spreadsheet", what Excel writes as `.xls` when asked for XML):
 * plain text, so the built-in backend can write and read them in the browser with no library.
 * Excel, WPS and LibreOffice open them directly. Reading understands the workbooks written here (.xlsx: xlsx.ts).
 */
export interface Sheet {
  name: string
  /** Title rows span every column (merged), like AutoPoi's `ExportParams(title, secondTitle)`. */
  titles: string[]
  header: string[]
  rows: string[][]
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r?\n/g, '&#10;')

export const unescapeXml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

const cell = (text: string, style?: string, mergeAcross = 0) =>
  `<Cell${style ? ` ss:StyleID="${style}"` : ''}${mergeAcross > 0 ? ` ss:MergeAcross="${mergeAcross}"` : ''}><Data ss:Type="String">${escapeXml(text)}</Data></Cell>`

export function writeWorkbook(sheet: Sheet): string {
  const span = Math.max(sheet.header.length - 1, 0)
  const rows = [
    ...sheet.titles.map((title, index) => `<Row>${cell(title, index === 0 ? 'title' : 'subtitle', span)}</Row>`),
    `<Row>${sheet.header.map((text) => cell(text, 'header')).join('')}</Row>`,
    ...sheet.rows.map((row) => `<Row>${row.map((text) => cell(text)).join('')}</Row>`),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Styles>',
    '<Style ss:ID="title"><Alignment ss:Horizontal="Center"/><Font ss:Bold="1" ss:Size="16"/></Style>',
    '<Style ss:ID="subtitle"><Alignment ss:Horizontal="Right"/></Style>',
    '<Style ss:ID="header"><Alignment ss:Horizontal="Center"/><Font ss:Bold="1"/><Interior ss:Color="#D9D9D9" ss:Pattern="Solid"/></Style>',
    '</Styles>',
    `<Worksheet ss:Name="${escapeXml(sheet.name)}">`,
    `<Table>${sheet.header.map(() => '<Column ss:Width="110"/>').join('')}`,
    ...rows,
    '</Table>',
    '</Worksheet>',
    '</Workbook>',
  ].join('\n')
}

export class WorkbookFormatError extends Error {}

/** The text of a `<Data>` element by its `ss:Type`, typed cells as Excel shows them (typed-cells.ts). */
function dataText(type: string | undefined, content: string): string {
  const text = unescapeXml(content.replace(/<[^>]+>/g, ''))
  if (type === 'Number') return numberText(text)
  if (type === 'DateTime') return isoDateText(text)
  if (type === 'Boolean') return booleanText(text)
  return text
}

/** Every row of the first worksheet as text cells (gaps from `ss:Index` filled with ""). */
export function readWorkbook(text: string): string[][] {
  if (!/<Workbook[\s>]/.test(text) || !/urn:schemas-microsoft-com:office:spreadsheet/.test(text)) {
    throw new WorkbookFormatError('不是可识别的Excel文件，请使用导出的模板')
  }
  const worksheet = /<Worksheet[\s\S]*?<\/Worksheet>/.exec(text)?.[0] ?? ''
  return [...worksheet.matchAll(/<Row\b[^>]*?(?:\/>|>([\s\S]*?)<\/Row>)/g)].map((row) => {
    const cells: string[] = []
    for (const match of (row[1] ?? '').matchAll(/<Cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/Cell>)/g)) {
      const index = /ss:Index="(\d+)"/.exec(match[1])
      if (index) while (cells.length < Number(index[1]) - 1) cells.push('')
      const data = /<Data\b([^>]*)>([\s\S]*?)<\/Data>/.exec(match[2] ?? '')
      cells.push(data ? dataText(/ss:Type="(\w+)"/.exec(data[1])?.[1], data[2]) : '')
    }
    return cells
  })
}
