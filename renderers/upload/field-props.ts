import { App, Upload, type UploadFile, type UploadProps } from 'antd'
import { failedUploadMessage, type UploadTarget } from './upload-request'
import type { UploadedFile } from './uploaded-file'
import { useUploadList } from './use-upload-list'

export type UploadKind = 'file' | 'image'

/** The dialog title of a failed upload in a table cell: 上传出错 for an image, 上传失败 for a file. */
export const CELL_FAILURE_TITLE: Record<UploadKind, string> = { image: '上传出错', file: '上传失败' }

/** What a schema may set on an upload field (x-component-props); the target options are in UploadTarget. */
export interface UploadFieldProps extends UploadTarget {
  value?: string | null
  onChange?: (value: string) => void
  /** How many files the field keeps; 0 (the default) means no limit. */
  number?: number
  /** The upload button's text. */
  btnText?: string
  /** Finished files link to their download (default true). */
  allowDownload?: boolean
  /** Files can be removed (default true). */
  allowRemove?: boolean
  disabled?: boolean
  /** Detail views: files are listed, nothing can be added or removed. */
  readOnly?: boolean
}

/**
 * The field's file list wired to the app's notices, and the antd Upload props both upload fields share: the list,
 * picking (the field uploads each file itself, so antd keeps no list of its own) and removal within the schema's flags.
 * A failed upload is a toast naming the file in a form, and an error dialog with the reason in a table cell.
 */
export function useFieldUploads(
  props: UploadFieldProps,
  kind: UploadKind,
  refuse?: (file: File) => string | undefined,
) {
  const { message, modal } = App.useApp()
  const { action, biz, cell, token, responseName, allowDownload = true, allowRemove = true, number = 0 } = props
  const uploads = useUploadList({
    value: props.value,
    onChange: props.onChange,
    number,
    target: { action, biz, cell, token, responseName },
    notices: {
      warning: (text) => void message.warning(text),
      failed: (name, reason) =>
        void (cell
          ? modal.error({ title: CELL_FAILURE_TITLE[kind], content: reason })
          : message.error(failedUploadMessage(name))),
    },
    refuse,
  })
  const canEdit = editable(props)
  const uploadProps: UploadProps = {
    fileList: uploads.files.map((file) => antdFile(file, allowDownload)),
    multiple: number !== 1,
    disabled: !canEdit,
    beforeUpload: (file) => {
      uploads.add(file)
      return Upload.LIST_IGNORE
    },
    onRemove: (file) => {
      uploads.remove(file.uid)
      return false
    },
    showUploadList: { showRemoveIcon: canEdit && allowRemove, showDownloadIcon: allowDownload },
  }
  return { ...uploads, canEdit, uploadProps }
}

/** antd's view of one file: an error carries its reason (antd shows `response` as the tooltip). */
export function antdFile(file: UploadedFile, linked: boolean): UploadFile {
  return {
    uid: file.uid,
    name: file.name,
    status: file.status,
    percent: file.percent,
    size: file.size,
    type: file.type,
    url: linked ? file.url : undefined,
    thumbUrl: file.url,
    response: file.message,
  }
}

export const editable = (props: UploadFieldProps) => !props.disabled && !props.readOnly
