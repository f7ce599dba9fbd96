import { lazy, Suspense } from 'react'
import type { AppRoute } from '@/router/menu-routes'
import { hasBundledPage } from '@renderers/schema/bundled-pages'
import { PageLoading } from './common/PageLoading'
import { NoPage } from './common/NoPage'
import { HAND_CODED_PAGES } from './registry'

/** The schema engine is its own chunk: the sign-in page and the shell do not carry it. */
const BundledPage = lazy(() => import('@renderers/schema/BundledPage'))

/**
 * Resolves a menu `component` to a page: a hand-coded page first, then the bundled page schema
 * `schemas/pages/<component>.json`, otherwise a clear "no page" screen.
 */
export function PageHost({ component, route }: { component: string; route: AppRoute }) {
  const Page = HAND_CODED_PAGES[component]
  if (!Page && !hasBundledPage(component)) return <NoPage component={component} title={route.meta.title} />
  return (
    <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <BundledPage component={component} />}</Suspense>
  )
}
