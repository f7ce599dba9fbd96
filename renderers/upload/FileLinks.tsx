import { PaperClipOutlined } from '@ant-design/icons'
import { useEnvironment } from '../providers/EngineProvider'
import { fileNameOf, pathsOf } from './uploaded-file'

/**
 * Stored paths (comma-separated) as download links under the static domain, one a line, each named by its file; the
 * clip sits outside the link so the link's name is the file's alone. Nothing when there are none.
 */
export function FileNameLinks({ value }: { value: unknown }) {
  const { assetUrl } = useEnvironment()
  const paths = pathsOf(value)
  if (paths.length === 0) return null
  return (
    <ul style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }}>
      {paths.map((path) => (
        <li key={path}>
          <PaperClipOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
          <a href={assetUrl(path)} target="_blank" rel="noreferrer">
            {fileNameOf(path)}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The files of a record under a heading (a notice's 附件); nothing when there are none. */
export function FileLinks({ value, title = '附件' }: { value: unknown; title?: string }) {
  if (pathsOf(value).length === 0) return null
  return (
    <section aria-label={title}>
      <div>{title}：</div>
      <FileNameLinks value={value} />
    </section>
  )
}
