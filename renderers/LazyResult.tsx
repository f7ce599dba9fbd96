import { Typography, type ResultProps } from 'antd'
import { lazy, Suspense, type ComponentType } from 'react'

/**
 * The same texts and buttons without antd's Result, for when its module cannot be fetched: a page that failed because
 * the network dropped must still say so, not leave a blank screen.
 */
function PlainResult({ title, subTitle, extra, children }: ResultProps) {
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <Typography.Title level={3}>{title}</Typography.Title>
      {subTitle && <Typography.Paragraph type="secondary">{subTitle}</Typography.Paragraph>}
      {extra}
      {children}
    </div>
  )
}

// antd's Result module carries its 403/404/500 illustrations (about 10 KB gzip) whatever status is drawn; only a
// failure shows a Result, so it is fetched then instead of with every page.
const AntdResult = lazy((): Promise<{ default: ComponentType<ResultProps> }> =>
  import('antd/es/result').catch(() => ({ default: PlainResult })),
)

/** antd's Result, fetched the first time a failure is shown. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <AntdResult {...props} />
    </Suspense>
  )
}
