import type { ResultProps } from 'antd'
import { lazy, Suspense } from 'react'

// antd's Result module carries its 403/404/500 illustrations (about 10 KB gzip) whatever status is drawn; only a
// failure shows a Result, so it is fetched then instead of with every page.
const AntdResult = lazy(() => import('antd/es/result'))

/** antd's Result, fetched the first time a failure is shown. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <AntdResult {...props} />
    </Suspense>
  )
}
