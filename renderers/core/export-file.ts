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

/** Downloads a file and hands it to the browser; false when the call failed or answered with no file. */
export async function saveDownload(download: () => Promise<Blob>, fileName: string): Promise<boolean> {
  try {
    const blob = await download()
    if (isNotAFile(blob)) return false
    saveBlob(blob, fileName)
    return true
  } catch {
    return false
  }
}
