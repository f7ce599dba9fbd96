import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { ListView } from '../list/ListView'
import { useEngine } from '../providers/EngineProvider'
import { currentContext } from './dict-context'
import { SchemaErrorBoundary } from './SchemaErrorBoundary'
import { SchemaErrorPanel } from './SchemaErrorPanel'
import { validatePage, validatePageNow, type Validation } from './validate-page'

// A form page brings Formily and the form widgets; a list page loads them only when it opens a form.
const FormPage = lazy(() => import('../form/FormPage').then((module) => ({ default: module.FormPage })))
// A dashboard brings its widgets, and with its first chart the chart library: no other page kind loads them.
const DashboardPage = lazy(() =>
  import('../dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
)

/**
 * Renders a page schema from any source (a bundled file, a server answer): validated first, and a schema with
 * problems shows them in the page area instead of a broken screen. `source` names the schema in messages.
 */
export function SchemaPage({ schema, source }: { schema: unknown; source: string }) {
  const { dictionaries, components } = useEngine()
  const PageLoading = components.pageLoading
  const context = useMemo(() => currentContext({ dictionaries, components }), [dictionaries, components])
  const now = useMemo(() => validatePageNow(schema, context), [schema, context])
  const [fetched, setFetched] = useState<{ schema: unknown; validation?: Validation; error?: Error }>()
  useEffect(() => {
    if (now) return
    let current = true
    validatePage(schema, context).then(
      (validation) => current && setFetched({ schema, validation }),
      (error: Error) => current && setFetched({ schema, error }),
    )
    return () => {
      current = false
    }
  }, [now, schema, context])
  const settled = fetched?.schema === schema ? fetched : undefined
  // A validator that could not be fetched (the network dropped) is the page's failure: its error boundary offers 重试.
  if (settled?.error) throw settled.error
  const validation = now ?? settled?.validation
  if (!validation) return <PageLoading />
  if (!validation.ok) return <SchemaErrorPanel source={source} problems={validation.problems} />
  const { page } = validation
  return (
    <SchemaErrorBoundary source={source} schema={schema}>
      {page.kind === 'list' ? (
        <ListView page={page} />
      ) : (
        <Suspense fallback={null}>
          {page.kind === 'dashboard' ? <DashboardPage page={page} /> : <FormPage page={page} />}
        </Suspense>
      )}
    </SchemaErrorBoundary>
  )
}
