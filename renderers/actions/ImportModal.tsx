import { UploadOutlined } from '@ant-design/icons'
import { App, Button, Modal, Upload, type UploadFile } from 'antd'
import { useState } from 'react'
import { useEngine } from '../providers/EngineProvider'

const EXCEL = /\.xlsx?$/i

interface ImportErrors {
  fileUrl?: string
  msg?: string
}

/**
 * Excel import to the page's importExcel endpoint: .xls/.xlsx only; code 201 (JeecgBoot's ImportExcelUtil) means
 * some rows failed and links the server's error file;
 * a failure shows the server's message; success shows it and reloads the list.
 */
export function ImportModal({
  url,
  onClose,
  onImported,
}: {
  url: string
  onClose: () => void
  onImported: () => void
}) {
  const { message, modal } = App.useApp()
  const { data, environment } = useEngine()
  const [files, setFiles] = useState<UploadFile[]>([])
  const [uploading, setUploading] = useState(false)

  const start = async () => {
    const file = files[0]?.originFileObj
    if (!file) return
    setUploading(true)
    try {
      const answer = await data.upload<ImportErrors>({ url, fields: { file } })
      if (!answer.success) {
        message.warning(answer.message || `${file.name} 文件上传失败`)
        return
      }
      if (answer.code === 201) {
        const fileUrl = `${environment.apiBaseUrl}/${String(answer.result?.fileUrl ?? '').replace(/^\/+/, '')}`
        modal.error({
          title: '导入成功，但有错误数据！',
          content: (
            <span>
              {answer.result?.msg ?? answer.message}
              <br />
              <a href={fileUrl} target="_blank" rel="noreferrer">
                点击下载错误文件
              </a>
            </span>
          ),
        })
      } else {
        message.success(answer.message || `${file.name} 文件上传成功`)
      }
      onImported()
      onClose()
    } catch {
      message.error('文件上传失败')
    } finally {
      setUploading(false)
    }
  }

  return (
    <Modal
      open
      title="导入 Excel"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" disabled={!files.length} loading={uploading} onClick={() => void start()}>
          {uploading ? '上传中' : '开始上传'}
        </Button>
      }
    >
      <Upload
        accept=".xls,.xlsx"
        maxCount={1}
        fileList={files}
        beforeUpload={(file) => {
          if (!EXCEL.test(file.name)) {
            message.warning('只能导入 .xls 或 .xlsx 文件')
            return Upload.LIST_IGNORE
          }
          return false
        }}
        onChange={({ fileList }) => setFiles(fileList)}
      >
        <Button icon={<UploadOutlined />}>选择文件</Button>
      </Upload>
    </Modal>
  )
}
