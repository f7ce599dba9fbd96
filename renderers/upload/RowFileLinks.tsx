import { useState } from 'react'
import { LinkButton } from '../core/buttons'
import { LazyModal } from '../core/lazy-overlays'
import type { FileRef } from '../generated/schema-language'
import { useEnvironment } from '../providers/EngineProvider'
import { isImage, previewHref, rowFile } from './row-file'

interface RowFileLinkProps {
  fileRef: FileRef
  record: object
  title: string
}

/**
 * 预览 of a row's file: an image inline in a dialog; another file through the app's online preview service when it
 * has one, else the file itself, in a new tab. Nothing when the row holds no file.
 */
export function PreviewLink({ fileRef, record, title }: RowFileLinkProps) {
  const { assetUrl, onlinePreviewUrl } = useEnvironment()
  // Undefined until the first 预览, so a list of rows with images does not fetch the dialog before one is asked for.
  const [open, setOpen] = useState<boolean>()
  const file = rowFile(fileRef, record, assetUrl)
  if (!file) return null
  if (!isImage(file)) {
    const href = onlinePreviewUrl ? previewHref(file, onlinePreviewUrl) : file.url
    return (
      <a href={href} target="_blank" rel="noreferrer">
        {title}
      </a>
    )
  }
  return (
    <>
      <LinkButton onClick={() => setOpen(true)}>{title}</LinkButton>
      {open !== undefined && (
        <LazyModal open={open} title={file.name} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
          <img src={file.url} alt={file.name} style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />
        </LazyModal>
      )}
    </>
  )
}

/** 下载 of a row's file: a link saving it under its name (a file on another host opens in a new tab). */
export function DownloadLink({ fileRef, record, title }: RowFileLinkProps) {
  const { assetUrl } = useEnvironment()
  const file = rowFile(fileRef, record, assetUrl)
  if (!file) return null
  return (
    <a href={file.url} download={file.name} target="_blank" rel="noreferrer">
      {title}
    </a>
  )
}
