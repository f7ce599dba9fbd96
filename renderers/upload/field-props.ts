import { App, Upload, type UploadFile, type UploadProps } from 'antd'
import type { UploadTarget } from './upload-request'
import type { UploadedFile } from './uploaded-file'
import { useUploadList } from './use-upload-list'

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
 * The field's file list wired to the app's toasts, and the antd Upload props both upload fields share: the list,
 * picking (the field uploads each file itself, so antd keeps no list of its own) and removal within the schema's flags.
 */
export function useFieldUploads(props: UploadFieldProps, refuse?: (file: File) => string | undefined) {
  const { message } = App.useApp()
  const { action, biz, cell, token, responseName, allowDownload = true, allowRemove = true, number = 0 } = props
  const uploads = useUploadList({
    value: props.value,
    onChange: props.onChange,
    number,
    target: { action, biz, cell, token, responseName },
    notices: { warning: (text) => void message.warning(text), error: (text) => void message.error(text) },
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
