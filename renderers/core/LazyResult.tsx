import { theme, type ResultProps } from 'antd'
import { lazyComponent } from './lazy-component'

/**
 * The same texts and buttons without antd's Result, for when its module cannot be fetched: a page that failed because
 * the network dropped must still say so, not leave a blank screen.
 */
function PlainResult({ title, subTitle, extra, children }: ResultProps) {
  const { token } = theme.useToken()
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <h3 style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{title}</h3>
      {subTitle && <p style={{ color: token.colorTextSecondary }}>{subTitle}</p>}
      {extra}
      {children}
    </div>
  )
}

// antd's Result module carries its 403/404/500 illustrations (about 10 KB gzip) whatever status is drawn; only a
// failure shows a Result, so it is fetched then instead of with every page.

/** antd's Result, fetched the first time a failure is shown. */
export const LazyResult = lazyComponent<ResultProps>(() =>
  import('antd/es/result').catch(() => ({ default: PlainResult })),
)
