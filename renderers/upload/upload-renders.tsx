import { DownloadOutlined } from '@ant-design/icons'
import { Button, Spin } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { IconButton } from '../core/buttons'
import { useEnvironment } from '../providers/EngineProvider'
import { fileNameOf, pathsOf } from './uploaded-file'

// The viewer (rc-image) loads with the first preview asked for: a list shows its thumbnails without it.
const ImagePreview = lazy(() => import('./ImagePreview'))

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

/** The thumbnail, a button that opens the image in the viewer. */
function ImageCell({ path }: { path: string }) {
  const { assetUrl } = useEnvironment()
  const [previewing, setPreviewing] = useState(false)
  const src = assetUrl(path)
  const name = fileNameOf(path)
  return (
    <>
      <IconButton
        label={`预览 ${name}`}
        icon={<img src={src} alt={name} height={25} style={{ maxWidth: 80, objectFit: 'contain' }} />}
        onClick={() => setPreviewing(true)}
      />
      {previewing && (
        <Suspense fallback={<Spin fullscreen tip="加载中..." />}>
          <ImagePreview src={src} alt={name} onClose={() => setPreviewing(false)} />
        </Suspense>
      )}
    </>
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
