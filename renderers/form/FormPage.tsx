import { createForm } from '@formily/core'
import { App, Button, Card } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import type { FormPageSchema } from '../generated/schema-language'
import { NestedList } from '../list/ListView'
import { sendCall } from '../providers/send-call'
import { useEngine } from '../providers/EngineProvider'
import { useLatest } from '../core/use-latest'
import { formPageScope, loadRecord } from './page-record'
import { SchemaForm } from './SchemaForm'
import { useFormSave } from './use-form-save'

type Values = Record<string, unknown>

/**
 * A screen that is one form (kind "form"): values loaded by `load` (calls see the signed-in user as `user`), sent by
 * `submit`, or shown read-only in `detail` mode; the page's mode is its expressions' `$mode`. `lists` follow the
 * form once its record is loaded.
 */
export function FormPage({ page }: { page: FormPageSchema }) {
  const { message } = App.useApp()
  const { data, session } = useEngine()
  const detail = page.mode === 'detail'
  const form = useMemo(() => createForm<Values>({ readPretty: detail }), [detail])
  const [record, setRecord] = useState<Values>()
  const scope = formPageScope(session)
  // The session changes when a saved record becomes its user: that must not load the record again.
  const latestScope = useLatest(scope)
  // One scope object per record: the lists' fixed params are resolved again whenever it changes.
  const listScope = useMemo(() => record && { parent: record, record }, [record])

  useEffect(() => {
    if (!page.load) return
    loadRecord(
      data,
      page.load,
      latestScope.current,
      page.form,
      form,
      'initialValues',
      (text) => void message.warning(text),
    ).then(setRecord, () => undefined)
  }, [form, page.load, page.form, message, data, latestScope])

  const submit = page.submit && ((values: Values) => sendCall(data, page.submit!, scope, values))
  const { saving, save } = useFormSave(form, submit, async () => {
    if (!page.load) return
    const saved = await loadRecord(
      data,
      page.load,
      scope,
      page.form,
      form,
      'values',
      (text) => void message.warning(text),
    )
    if (!saved) return
    // The reloaded record replaces the first one, so expressions and the lists below see what the server kept.
    setRecord(saved)
    if (page.sessionUser) session.updateUser(saved)
  })

  return (
    <>
      <Card title={page.title}>
        <SchemaForm form={form} spec={page.form} mode={page.mode ?? 'edit'} record={record} />
        {!detail && (
          <div style={{ textAlign: 'center' }}>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {page.submitTitle ?? '提交'}
            </Button>
          </div>
        )}
      </Card>
      {listScope &&
        page.lists?.map((list) => (
          <Card key={list.title} title={list.title} style={{ marginTop: 12 }}>
            <NestedList page={list.page} scope={listScope} />
          </Card>
        ))}
    </>
  )
}
