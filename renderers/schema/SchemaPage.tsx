import { lazy, Suspense } from 'react'
import { LazyResult } from '../core/LazyResult'
import { ListView } from '../list/ListView'
import { NamedPages } from '../actions/named-pages'
import { NamedLists, type DrawNamedList } from '../list/named-lists'
import { useComponents } from '../providers/EngineProvider'
import { SchemaErrorBoundary } from './SchemaErrorBoundary'
import { NamedList } from './NamedList'
import { SchemaErrorPanel } from './SchemaErrorPanel'
import { useLoadNamedList } from './use-load-named-list'
import { useValidation } from './use-validation'

// A form page brings Formily and the form widgets; a list page loads them only when it opens a form. A dashboard
// brings its widgets and charts: no other page kind loads them.
const RENDERERS = {
  form: () => import('../form/FormPage').then((module) => ({ default: module.FormPage })),
  dashboard: () => import('../dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
  record: () => import('../record/RecordPage').then((module) => ({ default: module.RecordPage })),
}
const FormPage = lazy(RENDERERS.form)
const DashboardPage = lazy(RENDERERS.dashboard)
const RecordPage = lazy(RENDERERS.record)

/**
 * Starts fetching the renderer of a schema's page kind while the schema is validated: on a first load of a dashboard
 * its chunk was asked for only after validation and the first render, one more wait in the chain.
 */
export function preloadRenderer(schema: unknown): void {
  const kind = (schema as { kind?: unknown } | null)?.kind
  if (typeof kind === 'string' && kind in RENDERERS) RENDERERS[kind as keyof typeof RENDERERS]().catch(() => undefined)
}

const drawNamedList: DrawNamedList = (name, scope, fixedParams) => (
  <NamedList name={name} scope={scope} fixedParams={fixedParams} />
)

/** Where a page is opened: a record page's record key (its route's `:id`) and how it tells the shell its title. */
export interface PageTarget {
  recordId?: string
  onTitle?: (title: string) => void
}

const NO_RECORD = [{ pointer: '/kind', message: '记录页需要记录的 id（路由 /<菜单路径>/:id）' }]

/**
 * Renders a page schema from any source (a bundled file, a server answer): validated first, and a schema with
 * problems shows them in the page area instead of a broken screen. `source` names the schema in messages. The lists
 * it holds draw the pages they name through NamedList.
 */
export function SchemaPage({ schema, source, recordId, onTitle }: { schema: unknown; source: string } & PageTarget) {
  const { pageLoading: PageLoading } = useComponents()
  const validation = useValidation(schema)
  const loadList = useLoadNamedList()
  if (!validation) return <PageLoading />
  if (!validation.ok) return <SchemaErrorPanel source={source} problems={validation.problems} />
  const { page } = validation
  if (page.kind === 'record' && recordId === undefined) return <SchemaErrorPanel source={source} problems={NO_RECORD} />
  // A template prints a record: it opens from a list's 打印, which gives it one.
  if (page.kind === 'print')
    return <LazyResult status="info" title={page.title} subTitle="打印模板从列表的“打印”按钮打开" />
  return (
    <SchemaErrorBoundary source={source} schema={schema}>
      <NamedLists.Provider value={drawNamedList}>
        <NamedPages.Provider value={loadList}>
          {page.kind === 'list' ? (
            <ListView page={page} />
          ) : (
            <Suspense fallback={null}>
              {page.kind === 'dashboard' ? (
                <DashboardPage page={page} />
              ) : page.kind === 'record' ? (
                <RecordPage page={page} id={recordId!} onTitle={onTitle} />
              ) : (
                <FormPage page={page} />
              )}
            </Suspense>
          )}
        </NamedPages.Provider>
      </NamedLists.Provider>
    </SchemaErrorBoundary>
  )
}
