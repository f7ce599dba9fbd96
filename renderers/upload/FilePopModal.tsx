import { App, Modal } from 'antd'
import { useState } from 'react'
import { useEnvironment } from '../providers/EngineProvider'
import { FileUpload } from './FileUpload'
import { ImageUpload } from './ImageUpload'
import type { UploadFieldProps, UploadKind } from './field-props'
import { fileNameOf, pathsOf } from './uploaded-file'

export const NOTHING_UPLOADED = '未上传任何文件'
export const FILE_POP_WIDTH = 520

export type { UploadKind }

/** What the upload pop-up hands back on confirm: the file name, its url and the stored paths. */
export interface FilePopResult {
  name: string
  url: string
  /** The stored paths, comma-separated. */
  path: string
  status: 'done'
  id?: string
}

export interface FilePopModalProps extends Omit<UploadFieldProps, 'value' | 'onChange' | 'readOnly'> {
  open: boolean
  kind?: UploadKind
  /** The paths already stored, to start from. */
  value?: string | null
  /** The row or field the result belongs to, handed back as `id`. */
  id?: string
  width?: number
  onOk: (result: FilePopResult) => void
  onCancel: () => void
}

export const filePopTitle = (kind: UploadKind) => (kind === 'image' ? '图片上传' : '文件上传')

/** The original's JFilePop: an upload field in a dialog; confirming without a file only warns. */
export function FilePopModal({
  open,
  kind = 'file',
  value,
  id,
  width = FILE_POP_WIDTH,
  onOk,
  onCancel,
  ...upload
}: FilePopModalProps) {
  const { message } = App.useApp()
  const { assetUrl } = useEnvironment()
  const [paths, setPaths] = useState(value ?? '')
  // Opening the dialog, or a new value while it is open, starts again from the field's value.
  const [shownFor, setShownFor] = useState({ open, value })
  if (shownFor.open !== open || shownFor.value !== value) {
    setShownFor({ open, value })
    if (open) setPaths(value ?? '')
  }

  const confirm = () => {
    const [first] = pathsOf(paths)
    if (!first) {
      void message.warning(NOTHING_UPLOADED)
      return
    }
    onOk({ name: fileNameOf(first), url: assetUrl(first), path: paths, status: 'done', id })
  }

  const Field = kind === 'image' ? ImageUpload : FileUpload
  return (
    <Modal title={filePopTitle(kind)} open={open} width={width} onOk={confirm} onCancel={onCancel} destroyOnHidden>
      <Field {...upload} value={paths} onChange={setPaths} />
    </Modal>
  )
}
