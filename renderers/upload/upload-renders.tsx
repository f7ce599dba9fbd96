import { DownloadOutlined } from '@ant-design/icons'
import { Button, Image } from 'antd'
import { useEnvironment } from '../providers/EngineProvider'
import { fileNameOf, pathsOf } from './uploaded-file'

/**
 * List cells of upload columns (`render: image` / `file`): a column holding several paths shows its first, as the
 * backend's list pages do, under the static domain.
 */
export function imageCell(value: unknown) {
  const [first] = pathsOf(value)
  if (!first) return '无图片'
  return <ImageCell path={first} />
}

export function fileCell(value: unknown) {
  const [first] = pathsOf(value)
  if (!first) return '无文件'
  return <FileCell path={first} />
}

function ImageCell({ path }: { path: string }) {
  const { assetUrl } = useEnvironment()
  return (
    <Image src={assetUrl(path)} height={25} style={{ maxWidth: 80, objectFit: 'contain' }} alt={fileNameOf(path)} />
  )
}

function FileCell({ path }: { path: string }) {
  const { assetUrl } = useEnvironment()
  return (
    <Button
      ghost
      type="primary"
      size="small"
      icon={<DownloadOutlined />}
      href={assetUrl(path)}
      target="_blank"
      rel="noreferrer"
      title={fileNameOf(path)}
    >
      下载
    </Button>
  )
}
