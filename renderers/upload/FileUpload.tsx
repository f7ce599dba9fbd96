import { UploadOutlined } from '@ant-design/icons'
import { Button, Upload } from 'antd'
import { antdFile, editable, useFieldUploads, type UploadFieldProps } from './field-props'

export const FILE_BUTTON_TEXT = '点击上传'

/**
 * JUpload (spec §2, §4): a button and the field's files, each uploading with its percent, done (a download link)
 * or failed (its reason on hover). The button goes once `number` files are kept.
 */
export function FileUpload(props: UploadFieldProps) {
  const { files, add, remove, full } = useFieldUploads(props)
  const { allowDownload = true, allowRemove = true, btnText = FILE_BUTTON_TEXT, number = 0 } = props
  const canEdit = editable(props)
  return (
    <Upload
      fileList={files.map((file) => antdFile(file, allowDownload))}
      multiple={number !== 1}
      disabled={!canEdit}
      beforeUpload={(file) => {
        add(file)
        return Upload.LIST_IGNORE
      }}
      onRemove={(file) => {
        remove(file.uid)
        return false
      }}
      showUploadList={{ showRemoveIcon: canEdit && allowRemove, showDownloadIcon: allowDownload }}
    >
      {canEdit && !full && <Button icon={<UploadOutlined />}>{btnText}</Button>}
    </Upload>
  )
}
