import { api } from '@/api/client'
import { assetUrl } from '@/config/env'

export interface UploadFields {
  /** Folder on the server (default temp, the upload default). */
  biz?: string
  /** The rich-text editor marks its uploads with jeditor=1. */
  jeditor?: string
}

/** Failure text of an editor upload, the upload widgets' wording. */
export const uploadFailed = (file: File) => `${file.name} 上传失败.`

/**
 * Stores a file through `/sys/common/upload` and answers the URL to show it at; the server puts the stored path in
 * `message`. Rejects with the failure text when the server refuses.
 */
export async function uploadEditorFile(file: File, fields: UploadFields = {}): Promise<string> {
  const answer = await api.sysCommonUpload({ file, biz: fields.biz ?? 'temp', ...(fields.jeditor ? { jeditor: fields.jeditor } : {}) })
  if (!answer.success || !answer.message) throw new Error(uploadFailed(file))
  return assetUrl(answer.message)
}
