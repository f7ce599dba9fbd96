/** The states a file goes through in an upload field: uploading, done, error, removed. */
export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed'

export interface UploadedFile {
  uid: string
  name: string
  status: UploadStatus
  percent: number
  /** The relative path the server stored it under (the answer's `message`). */
  path?: string
  /** Where it can be viewed or downloaded: the path under the static domain. */
  url?: string
  size?: number
  type?: string
  /** Why the upload failed: the server message, else 未知错误. */
  message?: string
}

/** Field values hold the stored paths joined by commas, as the backend's forms do. */
export const PATH_SEPARATOR = ','

export const UNKNOWN_ERROR = '未知错误'

const UID_LENGTH = 8
const UID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** A random id of 8 characters, enough to tell the files of one field apart. */
export function randomUid(): string {
  let uid = ''
  for (let index = 0; index < UID_LENGTH; index += 1) uid += UID_CHARS[Math.floor(Math.random() * UID_CHARS.length)]
  return uid
}

/** The last segment of a stored path (backslashes count as separators, as Windows paths may come back). */
export function fileNameOf(path: string): string {
  const normalised = path.replace(/\\/g, '/')
  return normalised.slice(normalised.lastIndexOf('/') + 1)
}

export function pathsOf(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split(PATH_SEPARATOR)
    .map((path) => path.trim())
    .filter((path) => path !== '')
}

/** A stored field value as finished files, with `assetUrl` making each path a link. */
export function filesFromValue(value: unknown, assetUrl: (path: string) => string): UploadedFile[] {
  return pathsOf(value).map((path) => ({
    uid: randomUid(),
    name: fileNameOf(path),
    status: 'done',
    percent: 100,
    path,
    url: assetUrl(path),
  }))
}

/** What a field stores: the paths of its finished files, in order. */
export function valueOfFiles(files: readonly UploadedFile[]): string {
  return files
    .filter((file) => file.status === 'done' && file.path)
    .map((file) => file.path)
    .join(PATH_SEPARATOR)
}

export const isImageFile = (file: { type?: string }): boolean => (file.type ?? '').includes('image')
