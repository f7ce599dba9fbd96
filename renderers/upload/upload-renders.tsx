import { DownloadOutlined } from '@ant-design/icons'
import { Button, Image } from 'antd'
import { assetUrl } from '@/config/env'
import { fileNameOf, pathsOf } from './uploaded-file'

/**
 * List cells of upload columns (`render: image` / `file`): a column holding several paths shows its first, as the
 * backend's list pages do, under the static domain.
 */
export function imageCell(value: unknown) {
  const [first] = pathsOf(value)
  if (!first) return '无图片'
  return (
    <Image src={assetUrl(first)} height={25} style={{ maxWidth: 80, objectFit: 'contain' }} alt={fileNameOf(first)} />
  )
}

export function fileCell(value: unknown) {
  const [first] = pathsOf(value)
  if (!first) return '无文件'
  return (
    <Button
      ghost
      type="primary"
      size="small"
      icon={<DownloadOutlined />}
      href={assetUrl(first)}
      target="_blank"
      rel="noreferrer"
      title={fileNameOf(first)}
    >
      下载
    </Button>
  )
}
