import { createForm } from '@formily/core'
import { useEffect, useMemo } from 'react'
import type { Form as FormSpec } from '../generated/schema-language'
import { useDataProvider } from '../providers/EngineProvider'
import { loadExtras } from './load-extras'
import { SchemaForm } from './SchemaForm'
import { mergeValues } from './set-values'

/**
 * A record read-only in its list page's form (a record page's 详情), with what the form's loaders add (its sub-table
 * rows), as 详情 shows it in a dialog.
 */
export default function RecordView({ spec, record }: { spec: FormSpec; record: Record<string, unknown> }) {
  const data = useDataProvider()
  const form = useMemo(() => createForm({ initialValues: record, readPretty: true }), [record])
  useEffect(() => {
    if (!spec.loaders?.length) return
    loadExtras(data, spec, record).then(
      (extras) => mergeValues(form, extras),
      () => undefined,
    )
  }, [form, spec, record, data])
  return <SchemaForm form={form} spec={spec} mode="detail" record={record} />
}
