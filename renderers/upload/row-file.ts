import type { FileRef } from '../generated/schema-language'
import { textOf } from '../core/text-of'
import { fileNameOf } from './uploaded-file'

/** A row's file as an action shows it: its absolute URL and its name. */
export interface RowFile {
  url: string
  name: string
}

const IMAGE = /\.(png|jpe?g|gif|bmp|webp|svg|ico)$/i

/** Documents kkFileView shows best converted to PDF (JeecgBoot's Vue 3 screen asks it so). */
const AS_PDF = /\.(pdf|docx?)$/i

/** The file a row holds at `ref.field`, named by `ref.nameField` or the URL's last segment; undefined when empty. */
export function rowFile(ref: FileRef, record: object, assetUrl: (path: string) => string): RowFile | undefined {
  const row = record as Record<string, unknown>
  const stored = textOf(row[ref.field]).trim()
  if (!stored) return undefined
  const name = (ref.nameField && textOf(row[ref.nameField])) || fileNameOf(stored.split('?')[0])
  return { url: assetUrl(stored), name }
}

export const isImage = (file: RowFile) => IMAGE.test(file.name) || IMAGE.test(file.url.split('?')[0])

/** The online preview service's page for a file (`?url=` its encoded URL, as kkFileView reads it). */
export function previewHref(file: RowFile, service: string): string {
  const encoded = encodeURIComponent(file.url)
  return `${service}?url=${encoded}${AS_PDF.test(file.url.split('?')[0]) ? '&officePreviewType=pdf' : ''}`
}
