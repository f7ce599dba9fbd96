import { readWorkbook } from '@mocks/kernel/crud/excel/read-workbook'
import { BASE } from '../mocks/support'

export { BASE, call, serveSignedInAdmin, tokenOf } from '../mocks/support'

/** A multipart POST the way `a-upload` sends it: the token header and one file part. */
export async function upload(
  path: string,
  token: string,
  file: { name: string; bytes: Uint8Array<ArrayBuffer> | string; type?: string },
  fields: Record<string, string> = {},
  part = 'file',
) {
  const form = new FormData()
  form.append(part, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name)
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form })
  return response.json()
}

/** A binary GET (export, static files): status, headers and the body as bytes and as text. */
export async function download(path: string, token?: string) {
  const response = await fetch(`${BASE}${path}`, { headers: token ? { 'X-Access-Token': token } : {} })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) }
}

/** The rows of an export as the texts Excel shows, read by the built-in backend's own reader. */
export async function exportedRows(path: string, token: string): Promise<string[][]> {
  return readWorkbook((await download(path, token)).bytes)
}
