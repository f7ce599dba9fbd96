import { sysCommonUpload } from '@/generated/api/common'
import { formOf } from '@/generated/api/runtime'
import { http, type Result } from '@/http'
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

/** Why an HTTP-level failure happened, as the client's error catalogue read it. */
function failureMessage(error: unknown): string {
  const failure = (error as { failure?: { message?: string } } | undefined)?.failure
  return failure?.message || UNKNOWN_ERROR
}

/**
 * Sends one file as multipart `file` (+ biz, isup) and answers the stored relative path. Rejects with an
 * UploadFailure carrying the server message (or 未知错误) when the server refuses it or the request fails.
 */
export async function sendUpload(
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
  const options = { withoutToken: target.token === false, signal }
  let answer: Result<unknown>
  try {
    answer =
      !target.action || target.action === DEFAULT_UPLOAD_ACTION
        ? await sysCommonUpload(http, body, onProgress, options)
        : await http.upload(target.action, formOf(body), onProgress, options)
  } catch (error) {
    throw new UploadFailure(failureMessage(error))
  }
  const path = answer.success ? storedPath(answer, target.responseName || 'message') : ''
  if (!path) throw new UploadFailure(answer.message || UNKNOWN_ERROR)
  return path
}
