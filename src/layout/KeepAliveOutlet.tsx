import { Suspense, useState, type ReactElement } from 'react'
import { useOutlet } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { PageLoading } from '@/pages/common/PageLoading'
import { PageCrash } from './CrashResults'
import { ErrorBoundary } from './ErrorBoundary'
import { tabs } from './tabs-store'

/**
 * The routed page, with keep-alive: pages flagged keepAlive stay mounted (hidden) while their tab is open, so
 * switching back finds them as they were; closing the tab drops them. Every page's element key carries its reload
 * count, so 刷新 re-mounts it. A page that throws while rendering is replaced by an error result in its own frame, and
 * one whose code is still on its way waits in its own frame: suspended without a boundary of its own, a page re-drawn
 * by a synchronous update (a store the shell reads changing meanwhile) failed with React's "A component suspended while
 * responding to synchronous input", and in a concurrent one took the whole shell down to the app's loading screen.
 */
export function KeepAliveOutlet({ pageKey, keepAlive }: { pageKey: string; keepAlive: boolean }) {
  const outlet = useOutlet()
  const { pages, reloads } = useSnapshot(tabs)
  // Kept-alive pages in the order they were first shown, each with the element it was opened with; the shown page
  // renders its live outlet instead.
  const [kept, setKept] = useState<ReadonlyMap<string, ReactElement>>(() => new Map())

  const alive = new Set(pages.filter((page) => page.keepAlive).map((page) => page.key))
  const wanted = (key: string) => alive.has(key) || (keepAlive && key === pageKey)
  const joining = keepAlive && outlet !== null && !kept.has(pageKey)
  if (joining || [...kept.keys()].some((key) => !wanted(key))) {
    const next = new Map([...kept].filter(([key]) => wanted(key)))
    if (joining) next.set(pageKey, outlet)
    setKept(next)
  }

  const frame = (key: string, element: ReactElement | null) => (
    <div
      key={`${key}#${reloads[key] ?? 0}`}
      className="page-frame"
      style={key === pageKey ? undefined : { display: 'none' }}
    >
      <ErrorBoundary fallback={(error, retry) => <PageCrash error={error} retry={retry} />}>
        <Suspense fallback={<PageLoading />}>{element}</Suspense>
      </ErrorBoundary>
    </div>
  )

  return (
    <>
      {[...kept].map(([key, element]) => frame(key, keepAlive && key === pageKey ? outlet : element))}
      {!keepAlive && frame(pageKey, outlet)}
    </>
  )
}
