import type { Result } from '../generated/entities'
import type { DataProvider } from '../providers/data-provider'
import { UNKNOWN_ERROR } from './uploaded-file'

export const DEFAULT_UPLOAD_ACTION = '/sys/common/upload'
export const DEFAULT_BIZ = 'temp'

/** Where and how a field uploads: all optional, the defaults are the backend's. */
export interface UploadTarget {
  /** Another upload endpoint below the API base; default /sys/common/upload. */
  action?: string
  /** The folder the server files it under; default temp. */
  biz?: string
  /** Table-cell uploads send isup=1. */
  cell?: boolean
  /** The rich-text editor's uploads send jeditor=1. */
  jeditor?: boolean
  /** Send X-Access-Token; form fields always do, table cells only when their column sets it. */
  token?: boolean
  /** The answer field holding the stored path; default message. */
  responseName?: string
}

export class UploadFailure extends Error {}

/** The toast of a file the server did not store. */
export const failedUploadMessage = (name: string) => `${name} 上传失败.`

function storedPath(answer: Result<unknown>, responseName: string): string {
  const field = (answer as unknown as Record<string, unknown>)[responseName]
  return typeof field === 'string' ? field : ''
}

/**
 * Sends one file as multipart `file` (+ biz, isup) and answers the stored relative path. Rejects with an
 * UploadFailure carrying the server message (or 未知错误) when the server refuses it or the request fails.
 */
export async function sendUpload(
  data: DataProvider,
  file: File,
  target: UploadTarget,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const body = {
    file,
    biz: target.biz || DEFAULT_BIZ,
    ...(target.cell ? { isup: '1' } : {}),
    ...(target.jeditor ? { jeditor: '1' } : {}),
  }
  let answer: Result<unknown>
  try {
    answer = await data.upload({
      url: target.action || DEFAULT_UPLOAD_ACTION,
      fields: body,
      onProgress,
      withoutToken: target.token === false,
      signal,
    })
  } catch (error) {
    throw new UploadFailure((error as Error | undefined)?.message || UNKNOWN_ERROR)
  }
  const path = answer.success ? storedPath(answer, target.responseName || 'message') : ''
  if (!path) throw new UploadFailure(answer.message || UNKNOWN_ERROR)
  return path
}
