import { lazy, Suspense } from 'react'
import type { AppRoute } from '@/router/menu-routes'
import { hasPage, preloadPage } from '@renderers'
import { PageLoading } from './common/PageLoading'
import { NoPage } from './common/NoPage'
import { HAND_CODED_PAGES } from './registry'

/** The schema engine is its own chunk: the sign-in page and the shell do not carry it. */
const ComponentPage = lazy(() => import('@renderers/schema/ComponentPage'))

/**
 * Resolves a menu `component` to a page: a hand-coded page first, then its page schema (the bundled
 * `schemas/pages/<component>.json` or one registered at run time), otherwise a clear "no page" screen.
 */
export function PageHost({ component, route }: { component: string; route: AppRoute }) {
  const Page = HAND_CODED_PAGES[component]
  // The page's schema is fetched beside the engine's chunk rather than once that chunk has run and drawn (a fetch
  // started twice is one: the module loader keeps it).
  if (!Page) preloadPage(component)
  if (!Page && !hasPage(component)) return <NoPage component={component} title={route.meta.title} />
  return <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <ComponentPage component={component} />}</Suspense>
}
