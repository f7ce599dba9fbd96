import { useEffect, useState } from 'react'
import { LazyResult } from '../core/LazyResult'
import { failureReason } from '../core/load-failure'
import { dropEarlyList } from '../list/early-list'
import { useComponents } from '../providers/EngineProvider'
import { sendFirstListRequest } from './early-list-request'
import { loadPage, pageNow, pageSource } from './page-sources'
import { preloadRenderer, SchemaPage, type PageTarget } from './SchemaPage'
import { prefetchValidation } from './validate-page'

/**
 * For preload-page.ts, which reaches the validation code, the kinds' renderers and the list engine through this
 * module's chunk.
 */
export { preloadRenderer, prefetchValidation, sendFirstListRequest }

type Loaded = { schema: unknown } | { error: Error }

/**
 * The page schema of a menu component, rendered by the engine; a record page gets its record through `target`. A
 * schema already here (registered, or fetched by an earlier page or the preload) draws in the first render: waiting
 * for its module again cost a loading frame and a task on every page opened a second time.
 */
export default function ComponentPage({ component, ...target }: { component: string } & PageTarget) {
  const { pageLoading: PageLoading } = useComponents()
  const ready = pageNow(component)
  const [fetched, setFetched] = useState<Loaded>()
  useEffect(() => {
    if (ready !== undefined) {
      preloadRenderer(ready)
      return
    }
    let current = true
    loadPage(component).then(
      (schema) => {
        preloadRenderer(schema)
        prefetchValidation(schema).catch(() => undefined)
        if (current) setFetched({ schema })
      },
      (error: Error) => current && setFetched({ error }),
    )
    return () => {
      current = false
    }
  }, [component, ready])
  // An early list request (preload-page.ts) this page's list did not take is not kept for a later visit.
  useEffect(() => () => dropEarlyList(component), [component])
  const loaded = ready === undefined ? fetched : { schema: ready }
  if (!loaded) return <PageLoading />
  if ('error' in loaded)
    return <LazyResult status="error" title="页面加载失败" subTitle={failureReason(loaded.error)} />
  return <SchemaPage schema={loaded.schema} source={pageSource(component)} {...target} />
}
