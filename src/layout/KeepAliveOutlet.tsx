import { useRef, type ReactElement } from 'react'
import { useOutlet } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { PageCrash } from './CrashResults'
import { ErrorBoundary } from './ErrorBoundary'
import { tabs } from './tabs-store'

/**
 * The routed page, with keep-alive: pages flagged keepAlive stay mounted (hidden) while their tab is open, so
 * switching back finds them as they were; closing the tab drops them. Every page's element key carries its reload
 * count, so 刷新 re-mounts it. A page that throws while rendering is replaced by an error result in its own frame.
 */
export function KeepAliveOutlet({ pageKey, keepAlive }: { pageKey: string; keepAlive: boolean }) {
  const outlet = useOutlet()
  const { pages, reloads } = useSnapshot(tabs)
  const cache = useRef(new Map<string, ReactElement>())

  if (keepAlive && outlet) cache.current.set(pageKey, outlet)
  const alive = new Set(pages.filter((page) => page.keepAlive).map((page) => page.key))
  for (const key of cache.current.keys()) {
    if (!alive.has(key) && !(keepAlive && key === pageKey)) cache.current.delete(key)
  }

  const frame = (key: string, element: ReactElement | null) => (
    <div
      key={`${key}#${reloads[key] ?? 0}`}
      className="page-frame"
      style={key === pageKey ? undefined : { display: 'none' }}
    >
      <ErrorBoundary fallback={(error, retry) => <PageCrash error={error} retry={retry} />}>{element}</ErrorBoundary>
    </div>
  )

  return (
    <>
      {[...cache.current].map(([key, element]) => frame(key, element))}
      {!keepAlive && frame(pageKey, outlet)}
    </>
  )
}
