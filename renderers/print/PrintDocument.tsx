import { Alert, Spin } from 'antd'
import type { PrintPageSchema } from '../generated/schema-language'
import type { Row } from '../core/rows-of'
import { textOf } from '../core/text-of'
import { pageStyle } from './print-style'
import { PrintSheet } from './PrintSheet'
import { usePrintSources } from './use-print-sources'

/**
 * The sheets a record prints as, once the template's sources came: one sheet for the record, or with `each` one per
 * row of that source (the row its record, the record printed its parent), each starting a page.
 */
export default function PrintDocument({ page, record }: { page: PrintPageSchema; record: Row }) {
  const sources = usePrintSources(page, record)
  if (!sources) return <Spin style={{ display: 'block', margin: 48 }} />
  if ('error' in sources) return <Alert type="error" showIcon message={sources.error} style={{ margin: 24 }} />
  const scopes = page.each
    ? (sources.rows[page.each] ?? []).map((row) => ({ record: row, parent: record }))
    : [{ record }]
  return (
    <>
      <style>{pageStyle(page)}</style>
      {scopes.map((scope, index) => (
        <PrintSheet key={textOf(scope.record.id) || index} page={page} scope={scope} sources={sources.rows} />
      ))}
    </>
  )
}
