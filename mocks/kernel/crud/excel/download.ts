import { writeWorkbook, type Sheet } from './spreadsheet'

/**
 * A workbook as the answer of an `exportXls` endpoint: the file AutoPoi's view writes, named by the
 * Content-Disposition header (the front end saves it under a name of its own).
 */
export function workbookDownload(sheet: Sheet, fileName: string): Response {
  return new Response(new TextEncoder().encode(writeWorkbook(sheet)), {
    headers: {
      'Content-Type': 'application/vnd.ms-excel;charset=UTF-8',
      'Content-Disposition': `attachment;filename=${encodeURIComponent(fileName)}`,
    },
  })
}
