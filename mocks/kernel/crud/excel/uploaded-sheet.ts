import { failure, type ResultBody } from '../../services/result'
import { readWorkbook } from './read-workbook'
import { WorkbookFormatError } from './workbook'

/** `ImportParams`: two title rows, then one header row, then data. */
const TITLE_ROWS = 2

/**
 * The sheet of the request's first file part, whatever its name (`MultipartHttpServletRequest.getFileMap`), or the
 * answer refusing it: no file, or no workbook that can be read (.xlsx, .xls or XML Spreadsheet).
 */
export async function uploadedSheet(request: Request): Promise<{ sheet: string[][] } | { refused: ResultBody<null> }> {
  const form = await request.formData()
  const file = [...form.values()].find((value): value is File => typeof value !== 'string')
  if (!file) return { refused: failure('文件导入失败！') }
  try {
    return { sheet: await readWorkbook(new Uint8Array(await file.arrayBuffer())) }
  } catch (error) {
    if (error instanceof WorkbookFormatError) return { refused: failure(`文件导入失败:${error.message}`) }
    throw error
  }
}

/**
 * The data rows of a sheet, blank ones dropped, each as the trimmed texts of the columns whose header title `byTitle`
 * knows, under what it maps the title to.
 */
export function titledRows<K>(sheet: string[][], byTitle: ReadonlyMap<string, K>): Map<K, string>[] {
  const header = (sheet[TITLE_ROWS] ?? []).map((title) => byTitle.get(title.trim()))
  return sheet
    .slice(TITLE_ROWS + 1)
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => {
      const row = new Map<K, string>()
      header.forEach((key, index) => {
        if (key !== undefined) row.set(key, (cells[index] ?? '').trim())
      })
      return row
    })
}
