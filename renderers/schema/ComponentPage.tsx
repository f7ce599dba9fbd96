import { useEffect, useState } from 'react'
import { LazyResult } from '../core/LazyResult'
import { failureReason } from '../core/load-failure'
import { useComponents } from '../providers/EngineProvider'
import { loadPage, pageSource } from './page-sources'
import { preloadRenderer, SchemaPage, type PageTarget } from './SchemaPage'
import { prefetchValidation } from './validate-page'

/** For preload-page.ts, which reaches the validation code and the kinds' renderers through this module's chunk. */
export { preloadRenderer, prefetchValidation }

type Loaded = { schema: unknown } | { error: Error }

/** The page schema of a menu component, rendered by the engine; a record page gets its record through `target`. */
export default function ComponentPage({ component, ...target }: { component: string } & PageTarget) {
  const { pageLoading: PageLoading } = useComponents()
  const [loaded, setLoaded] = useState<Loaded>()
  useEffect(() => {
    let current = true
    loadPage(component).then(
      (schema) => {
        preloadRenderer(schema)
        prefetchValidation(schema).catch(() => undefined)
        if (current) setLoaded({ schema })
      },
      (error: Error) => current && setLoaded({ error }),
    )
    return () => {
      current = false
    }
  }, [component])
  if (!loaded) return <PageLoading />
  if ('error' in loaded)
    return <LazyResult status="error" title="页面加载失败" subTitle={failureReason(loaded.error)} />
  return <SchemaPage schema={loaded.schema} source={pageSource(component)} {...target} />
}
