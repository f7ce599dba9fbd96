import { createForm } from '@formily/core'
import { toJS } from '@formily/reactive'
import { App, Button, Card } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import type { FormPageSchema } from '@/generated/validators'
import { ListView } from '../list/ListView'
import { sendCall } from '../list/send-call'
import { adoptAsSessionUser, formPageScope, loadRecord } from './page-record'
import { SchemaForm } from './SchemaForm'
import { submitValues } from './submit-values'

type Values = Record<string, unknown>

/**
 * A screen that is one form (kind "form"): values loaded by `load` (calls see the signed-in user as `user`), sent by
 * `submit`, or shown read-only in `detail` mode; the page's mode is its expressions' `$mode`. `lists` follow the
 * form once its record is loaded.
 */
export function FormPage({ page }: { page: FormPageSchema }) {
  const { message } = App.useApp()
  const detail = page.mode === 'detail'
  const form = useMemo(() => createForm<Values>({ readPretty: detail }), [detail])
  const [saving, setSaving] = useState(false)
  const [record, setRecord] = useState<Values>()
  // One scope object per record: the lists' fixed params are resolved again whenever it changes.
  const listScope = useMemo(() => record && { parent: record, record }, [record])

  useEffect(() => {
    if (!page.load) return
    loadRecord(page.load, page.form, form, 'initialValues', (text) => void message.warning(text)).then(
      setRecord,
      () => undefined,
    )
  }, [form, page.load, page.form, message])

  const save = async () => {
    if (!page.submit) return
    try {
      await form.validate()
    } catch {
      return
    }
    setSaving(true)
    try {
      const answer = await sendCall(page.submit, formPageScope(), submitValues(toJS(form.values)))
      if (!answer.success) {
        message.warning(answer.message || '操作失败')
        return
      }
      message.success(answer.message || '操作成功')
      if (!page.load) return
      const saved = await loadRecord(page.load, page.form, form, 'values', (text) => void message.warning(text))
      if (!saved) return
      // The reloaded record replaces the first one, so expressions and the lists below see what the server kept.
      setRecord(saved)
      if (page.sessionUser) adoptAsSessionUser(saved)
    } catch {
      // The HTTP layer already told the user.
    } finally {
      setSaving(false)
    }
  }

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
            <ListView page={list.page} scope={listScope} nested />
          </Card>
        ))}
    </>
  )
}
