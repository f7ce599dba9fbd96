import { writeWorkbook } from './write-workbook'
import type { Sheet } from './workbook'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * A workbook as the answer of an `exportXls` endpoint: an .xlsx named `<name>.xlsx` by the Content-Disposition
 * header, so the name, the content type and the bytes agree (AutoPoi's default is Excel 97-2003, named .xls).
 */
export async function workbookDownload(sheet: Sheet, name: string): Promise<Response> {
  return new Response(await writeWorkbook(sheet), {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment;filename=${encodeURIComponent(`${name}.xlsx`)}`,
    },
  })
}
