import { PaperClipOutlined } from '@ant-design/icons'
import { useEnvironment } from '../providers/EngineProvider'
import { fileNameOf, pathsOf } from './uploaded-file'

/** Stored paths (comma-separated) as download links under the static domain; nothing when there are none. */
export function FileLinks({ value, title = '附件' }: { value: unknown; title?: string }) {
  const { assetUrl } = useEnvironment()
  const paths = pathsOf(value)
  if (paths.length === 0) return null
  return (
    <section aria-label={title}>
      <div>{title}：</div>
      <ul style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }}>
        {paths.map((path) => (
          <li key={path}>
            <PaperClipOutlined />{' '}
            <a href={assetUrl(path)} target="_blank" rel="noreferrer">
              {fileNameOf(path)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
