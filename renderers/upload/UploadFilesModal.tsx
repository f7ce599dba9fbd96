import { UploadOutlined } from '@ant-design/icons'
import { Alert, App, Button, Modal, Upload, type UploadProps } from 'antd'
import { useState } from 'react'
import type { Upload as UploadSpec } from '../generated/schema-language'
import { useDataProvider } from '../providers/EngineProvider'
import { UNKNOWN_ERROR } from './uploaded-file'

interface UploadFilesModalProps {
  spec: UploadSpec
  title: string
  onClose: () => void
  /** A file was stored: the list under the dialog shows it. */
  onUploaded: () => void
}

/**
 * Files picked here go one by one to the upload endpoint, each with its progress bar; a stored file is announced
 * ({name} 上传成功!) and the list reloads. A refused file stays in the dialog marked failed, with the server's
 * message and the schema's hint of what the server is likely missing.
 */
export function UploadFilesModal({ spec, title, onClose, onUploaded }: UploadFilesModalProps) {
  const { message } = App.useApp()
  const data = useDataProvider()
  const [failure, setFailure] = useState('')

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const name = (file as File).name
    const fail = (reason: string) => {
      onError?.(new Error(reason))
      setFailure([`${name} 上传失败：${reason}`, spec.failureHint].filter(Boolean).join('。'))
    }
    data.upload({ url: spec.url, fields: { file }, onProgress: (percent) => onProgress?.({ percent }) }).then(
      (answer) => {
        if (!answer.success) return fail(answer.message || UNKNOWN_ERROR)
        onSuccess?.(answer)
        void message.success(`${name} 上传成功!`)
        onUploaded()
      },
      (error: Error) => fail(error.message || UNKNOWN_ERROR),
    )
  }

  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      <Upload multiple accept={spec.accept} customRequest={customRequest}>
        <Button icon={<UploadOutlined />}>选择文件</Button>
      </Upload>
    </Modal>
  )
}
