import { lazy, Suspense } from 'react'
import { LazyResult } from '../core/LazyResult'
import { ListView } from '../list/ListView'
import { NamedLists } from '../list/named-lists'
import { useComponents } from '../providers/EngineProvider'
import { SchemaErrorBoundary } from './SchemaErrorBoundary'
import { NamedList } from './NamedList'
import { SchemaErrorPanel } from './SchemaErrorPanel'
import { useValidation } from './use-validation'

// A form page brings Formily and the form widgets; a list page loads them only when it opens a form.
const FormPage = lazy(() => import('../form/FormPage').then((module) => ({ default: module.FormPage })))
// A dashboard brings its widgets, and with its first chart the chart library: no other page kind loads them.
const DashboardPage = lazy(() =>
  import('../dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
)

const drawNamedList = (name: string, scope: object) => <NamedList name={name} scope={scope} />

/**
 * Renders a page schema from any source (a bundled file, a server answer): validated first, and a schema with
 * problems shows them in the page area instead of a broken screen. `source` names the schema in messages. The lists
 * it holds draw the pages they name through NamedList.
 */
export function SchemaPage({ schema, source }: { schema: unknown; source: string }) {
  const { pageLoading: PageLoading } = useComponents()
  const validation = useValidation(schema)
  if (!validation) return <PageLoading />
  if (!validation.ok) return <SchemaErrorPanel source={source} problems={validation.problems} />
  const { page } = validation
  // A template prints a record: it opens from a list's 打印, which gives it one.
  if (page.kind === 'print')
    return <LazyResult status="info" title={page.title} subTitle="打印模板从列表的“打印”按钮打开" />
  return (
    <SchemaErrorBoundary source={source} schema={schema}>
      <NamedLists.Provider value={drawNamedList}>
        {page.kind === 'list' ? (
          <ListView page={page} />
        ) : (
          <Suspense fallback={null}>
            {page.kind === 'dashboard' ? <DashboardPage page={page} /> : <FormPage page={page} />}
          </Suspense>
        )}
      </NamedLists.Provider>
    </SchemaErrorBoundary>
  )
}
