import { useEffect, useMemo, useState } from 'react'
import type { ListPageSchema } from '../generated/schema-language'
import { LazyResult } from '../core/LazyResult'
import { lazyComponent } from '../core/lazy-component'
import type { Row } from '../core/rows-of'
import { ListView } from '../list/ListView'
import { useComponents } from '../providers/EngineProvider'
import { loadPage, pageNow, pageSource } from './page-sources'
import { SchemaErrorBoundary } from './SchemaErrorBoundary'
import { SchemaErrorPanel } from './SchemaErrorPanel'
import { useValidation } from './use-validation'

// A print template's sheets come with the first 打印 (actions/kinds/print.tsx opens it as a named page).
const PrintDocument = lazyComponent(() => import('../print/PrintDocument'))

const NOT_A_LIST = [{ pointer: '/kind', message: '放在其他页面里的页面应为列表页（kind 为 list）' }]

/** The schema of a page named by its component path: at once when it is here, else once fetched. */
function useNamedSchema(name: string): { schema?: unknown; error?: Error } {
  const now = pageNow(name)
  const [loaded, setLoaded] = useState<{ name: string; schema?: unknown; error?: Error }>()
  useEffect(() => {
    if (now !== undefined) return
    let current = true
    loadPage(name).then(
      (schema) => current && setLoaded({ name, schema }),
      (error: Error) => current && setLoaded({ name, error }),
    )
    return () => {
      current = false
    }
  }, [name, now])
  if (now !== undefined) return { schema: now }
  return loaded?.name === name ? loaded : {}
}

type Params = Record<string, unknown>

/** The page with `fixedParams` over its own, the same object while neither changes. */
function useWithParams(page: ListPageSchema | undefined, fixedParams: Params | undefined) {
  return useMemo(
    () => page && (fixedParams ? { ...page, fixedParams: { ...page.fixedParams, ...fixedParams } } : page),
    [page, fixedParams],
  )
}

/**
 * A named page's schema checked against its own meta-schema, drawn as a nested list when it is a valid list, or as the
 * sheets of the scope's record when it is a print template.
 */
function CheckedList({
  schema,
  source,
  scope,
  fixedParams,
}: {
  schema: unknown
  source: string
  scope: object
  fixedParams?: Params
}) {
  const { pageLoading: PageLoading } = useComponents()
  const validation = useValidation(schema)
  const page = useWithParams(
    validation?.ok && validation.page.kind === 'list' ? validation.page : undefined,
    fixedParams,
  )
  if (!validation) return <PageLoading />
  if (!validation.ok) return <SchemaErrorPanel source={source} problems={validation.problems} />
  if (validation.page.kind === 'print')
    return <PrintDocument page={validation.page} record={(scope as { record: Row }).record} />
  if (!page) return <SchemaErrorPanel source={source} problems={NOT_A_LIST} />
  return (
    <SchemaErrorBoundary source={source} schema={schema}>
      <ListView page={page} scope={scope} nested />
    </SchemaErrorBoundary>
  )
}

/**
 * A list page that another page names by its component path (a drawer's list, a sub list, a list under a form):
 * fetched when it first shows, like any page, and checked as a page of its own, so its problems name its own file.
 */
export function NamedList({ name, scope, fixedParams }: { name: string; scope: object; fixedParams?: Params }) {
  const { pageLoading: PageLoading } = useComponents()
  const { schema, error } = useNamedSchema(name)
  if (error) return <LazyResult status="error" title="页面加载失败" subTitle={error.message} />
  if (schema === undefined) return <PageLoading />
  return <CheckedList schema={schema} source={pageSource(name)} scope={scope} fixedParams={fixedParams} />
}
