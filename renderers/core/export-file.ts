export const DOWNLOAD_FAILED = '文件下载失败'

/** Hands a downloaded file to the browser under a name of our choosing. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/** An export answer that is a JSON error or empty instead of a spreadsheet. */
export const isNotAFile = (blob: Blob | undefined): boolean => !blob || blob.size === 0 || /json/i.test(blob.type)

/** The extension each workbook format's content type calls for. */
const EXTENSIONS: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-excel': '.xls',
}

/**
 * The name a download is saved under: ours (`<page title>.xls`, as JeecgBoot's own client names it) with the
 * extension of the format the server sent, so Excel finds what the name promises: .xls from JeecgBoot's AutoPoi,
 * .xlsx from the built-in backend. The content type is read rather than Content-Disposition, which a server on
 * another origin does not expose.
 */
export function savedName(blob: Blob, fileName: string): string {
  const extension = EXTENSIONS[blob.type.split(';')[0].trim().toLowerCase()]
  return extension ? fileName.replace(/(\.[^.]*)?$/, extension) : fileName
}

/** Downloads a file and hands it to the browser; false when the call failed or answered with no file. */
export async function saveDownload(download: () => Promise<Blob>, fileName: string): Promise<boolean> {
  try {
    const blob = await download()
    if (isNotAFile(blob)) return false
    saveBlob(blob, savedName(blob, fileName))
    return true
  } catch {
    return false
  }
}
