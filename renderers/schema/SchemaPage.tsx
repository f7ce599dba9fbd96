import { useMemo } from 'react'
import { setupEngine } from '../engine'
import { FormPage } from '../form/FormPage'
import { ListView } from '../list/ListView'
import { SchemaErrorBoundary } from './SchemaErrorBoundary'
import { SchemaErrorPanel } from './SchemaErrorPanel'
import { validatePage } from './validate-page'

setupEngine()

/**
 * Renders a page schema from any source (a bundled file, a server answer): validated first, and a schema with
 * problems shows them in the page area instead of a broken screen. `source` names the schema in messages.
 */
export function SchemaPage({ schema, source }: { schema: unknown; source: string }) {
  const validation = useMemo(() => validatePage(schema), [schema])
  if (!validation.ok) return <SchemaErrorPanel source={source} problems={validation.problems} />
  const { page } = validation
  return (
    <SchemaErrorBoundary source={source} schema={schema}>
      {page.kind === 'list' ? <ListView page={page} /> : <FormPage page={page} />}
    </SchemaErrorBoundary>
  )
}
