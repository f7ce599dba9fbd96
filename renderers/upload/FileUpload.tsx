import { UploadOutlined } from '@ant-design/icons'
import { Button, Upload } from 'antd'
import { useFieldUploads, type UploadFieldProps } from './field-props'

export const FILE_BUTTON_TEXT = '点击上传'

/**
 * The original's JUpload: a button and the field's files, each uploading with its percent, done (a download link)
 * or failed (its reason on hover). The button goes once `number` files are kept.
 */
export function FileUpload(props: UploadFieldProps) {
  const { full, canEdit, uploadProps } = useFieldUploads(props, 'file')
  const { btnText = FILE_BUTTON_TEXT } = props
  return <Upload {...uploadProps}>{canEdit && !full && <Button icon={<UploadOutlined />}>{btnText}</Button>}</Upload>
}
