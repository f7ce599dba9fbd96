import { Suspense } from 'react'
import type { AppRoute } from '@/router/menu-routes'
import { PageLoading } from './common/PageLoading'
import { NoPage } from './common/NoPage'
import { HAND_CODED_PAGES } from './registry'

/** Resolves a menu `component` to a page: hand-coded registry first, otherwise a clear "no page" screen. */
export function PageHost({ component, route }: { component: string; route: AppRoute }) {
  const Page = HAND_CODED_PAGES[component]
  if (!Page) return <NoPage component={component} title={route.meta.title} />
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  )
}
