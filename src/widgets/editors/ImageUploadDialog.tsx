import { InboxOutlined } from '@ant-design/icons'
import { App, Modal, Upload, type UploadProps } from 'antd'
import { failedUploadMessage, sendUpload, type UploadTarget } from '@renderers'
import { assetUrl } from '@/config/env'
import { appDataProvider } from '@/engine/data-provider'

type UploadRequest = Parameters<NonNullable<UploadProps['customRequest']>>[0]

export interface ImageUploadDialogProps {
  target?: UploadTarget
  /** Called once per stored image with its name and URL. */
  onUploaded: (name: string, url: string) => void
  onClose: () => void
}

/** 插入图片 (mounted while open): pick or drop an image; once stored through the upload call it is inserted and the dialog closes. */
export function ImageUploadDialog({ target = {}, onUploaded, onClose }: ImageUploadDialogProps) {
  const { message } = App.useApp()

  const upload = async ({ file, onSuccess, onError }: UploadRequest) => {
    const image = file as File
    let url: string
    try {
      url = assetUrl(await sendUpload(appDataProvider, image, target, () => undefined))
    } catch (error) {
      message.error(failedUploadMessage(image.name))
      onError?.(error as Error)
      return
    }
    onSuccess?.(url)
    onClose()
    onUploaded(image.name, url)
  }

  return (
    <Modal open title="插入图片" width={520} footer={null} onCancel={onClose} destroyOnHidden>
      <Upload.Dragger
        accept="image/*"
        showUploadList={false}
        customRequest={(request) => void upload(request)}
        aria-label="选择图片"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽图片到此处上传</p>
      </Upload.Dragger>
    </Modal>
  )
}
