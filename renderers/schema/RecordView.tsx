import { createForm, type Form } from '@formily/core'
import { useEffect, useMemo, useState } from 'react'
import { LazyResult } from '../core/LazyResult'
import { useComponents, useDataProvider } from '../providers/EngineProvider'
import { loadPage, pageSource } from './page-sources'
import { SchemaErrorPanel } from './SchemaErrorPanel'
import { useValidation } from './use-validation'
import type { Form as FormSpec } from '../generated/schema-language'
import { loadExtras } from '../form/load-extras'
import { SchemaForm } from '../form/SchemaForm'

type Record = { [field: string]: unknown }
type Loaded = { record: Record } | { error: string }

export interface RecordViewProps {
  /** The menu component of the page whose form shows the record (`ipr/ContractList`). */
  component: string
  id: string
  /** Fields the viewer may change (a workflow node's editable fields); every other field stays disabled. */
  editable?: readonly string[]
  /** The form once the record is in it: its values carry the changes to the editable fields. */
  onForm?: (form: Form) => void
}

/**
 * A record shown read-only by the form of the page that edits it (the page's detail form when it has one), loaded by
 * the page's queryById and its form's loaders: what an approver sees beside the approval panel. A page with problems
 * shows them, a record that cannot be read the server's message.
 */
export default function RecordView({ component, id, editable = [], onForm }: RecordViewProps) {
  const { pageLoading: PageLoading } = useComponents()
  const [schema, setSchema] = useState<unknown>()
  const [failed, setFailed] = useState<string>()
  useEffect(() => {
    let current = true
    loadPage(component).then(
      (loaded) => current && setSchema(loaded),
      (error: Error) => current && setFailed(error.message),
    )
    return () => {
      current = false
    }
  }, [component])
  if (failed) return <LazyResult status="error" title="页面加载失败" subTitle={failed} />
  if (schema === undefined) return <PageLoading />
  return <ValidatedRecord schema={schema} component={component} id={id} editable={editable} onForm={onForm} />
}

function ValidatedRecord({ schema, component, id, editable, onForm }: RecordViewProps & { schema: unknown }) {
  const { pageLoading: PageLoading } = useComponents()
  const validation = useValidation(schema)
  if (!validation) return <PageLoading />
  if (!validation.ok) return <SchemaErrorPanel source={pageSource(component)} problems={validation.problems} />
  const { page } = validation
  const spec = page.kind === 'list' ? (page.detail ?? page.form) : undefined
  const queryById = page.kind === 'list' ? page.api?.queryById : undefined
  if (!spec || !queryById)
    return (
      <LazyResult status="warning" title={`页面 ${component} 没有可显示记录的表单`} subTitle={pageSource(component)} />
    )
  return <LoadedRecord spec={spec} url={queryById} id={id} editable={editable} onForm={onForm} />
}

function LoadedRecord({
  spec,
  url,
  id,
  editable = [],
  onForm,
}: Pick<RecordViewProps, 'id' | 'editable' | 'onForm'> & { spec: FormSpec; url: string }) {
  const { pageLoading: PageLoading } = useComponents()
  const data = useDataProvider()
  const [loaded, setLoaded] = useState<Loaded>()
  useEffect(() => {
    let current = true
    const load = async (): Promise<Loaded> => {
      const answer = await data.get<Record>({ url, params: { id } })
      if (!answer.success || !answer.result) return { error: answer.message || '未找到对应数据' }
      const extras = await loadExtras(data, spec, answer.result).catch(() => ({}))
      return { record: { ...answer.result, ...extras } }
    }
    load().then(
      (result) => current && setLoaded(result),
      (error: Error) => current && setLoaded({ error: error.message }),
    )
    return () => {
      current = false
    }
  }, [data, url, id, spec])
  const record = loaded && 'record' in loaded ? loaded.record : undefined
  const form = useMemo(() => record && createForm({ initialValues: record, disabled: true }), [record])
  useEffect(() => {
    if (!form) return
    // A field's own pattern wins over the form's: only the fields the node opens are editable.
    for (const field of editable) form.setFieldState(field, (state) => void (state.pattern = 'editable'))
    onForm?.(form)
  }, [form, editable, onForm])
  if (loaded && 'error' in loaded) return <LazyResult status="404" title={loaded.error} />
  if (!form) return <PageLoading />
  return <SchemaForm form={form} spec={spec} mode="detail" record={record} />
}
