import { lazy, Suspense, useMemo } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { recordTitles } from '@/layout/record-titles'
import { earlyListStart } from '@/engine/early-list-start'
import { isRecordRoute } from '@/router/record-routes'
import type { AppRoute } from '@/router/menu-routes'
import { openingPage, preloadPage } from '@renderers'
import { PageLoading } from './common/PageLoading'
import { NoPage } from './common/NoPage'
import { HAND_CODED_PAGES } from './registry'
import { isServed } from './served'
import { servedComponent } from '@/router/stock-components'

/** The schema engine is its own chunk: the sign-in page and the shell do not carry it. */
const ComponentPage = lazy(() => import('@renderers/schema/ComponentPage'))

/**
 * Resolves a menu `component` to a page: a hand-coded page first, then its page schema (the bundled
 * `schemas/pages/<component>.json` or one registered at run time), with or without a stock menu's `modules/` prefix,
 * otherwise a clear "no page" screen.
 */
export function PageHost({ component, route }: { component: string; route: AppRoute }) {
  const name = servedComponent(component, isServed)
  const Page = HAND_CODED_PAGES[name]
  const target = useRecordTarget(route)
  const { search } = useLocation()
  preloadComponent(component, search)
  if (!Page && !isServed(name)) return <NoPage component={component} title={route.meta.title} />
  return (
    <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <ComponentPage component={name} {...target} />}</Suspense>
  )
}

/**
 * Starts fetching a schema page's schema beside the engine's chunk rather than once that chunk has run and drawn (a
 * fetch started twice is one: the module loader keeps it), and a list page's first rows as soon as its schema is here,
 * for the address's query `search`. Hand-coded pages load as React renders them.
 */
export function preloadComponent(component: string, search: string): void {
  const name = schemaPageOf(component)
  if (name) preloadPage(name, () => earlyListStart(search))
}

/** The same for a page about to open from the menu or a tab: a page opened before asks for its rows now. */
export function openingComponent(component: string, search: string): void {
  const name = schemaPageOf(component)
  if (name) openingPage(name, () => earlyListStart(search))
}

/** The schema page a menu component draws, unless it is a hand-coded page. */
function schemaPageOf(component: string): string | undefined {
  const name = servedComponent(component, isServed)
  return HAND_CODED_PAGES[name] ? undefined : name
}

/** What a record route hands its page: the record's key from the address, and where the record's name goes. */
function useRecordTarget(route: AppRoute) {
  const { id } = useParams()
  const { pathname } = useLocation()
  const record = isRecordRoute(route) && id !== undefined
  return useMemo(
    () =>
      record
        ? {
            recordId: id,
            onTitle: (title: string) => {
              recordTitles[pathname] = title
            },
          }
        : {},
    [record, id, pathname],
  )
}
