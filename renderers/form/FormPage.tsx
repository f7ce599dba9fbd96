import { createForm } from '@formily/core'
import { toJS } from '@formily/reactive'
import { App, Button, Card } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import type { FormPageSchema } from '@/generated/validators'
import { sendCall } from '../list/send-call'
import { SchemaForm } from './SchemaForm'
import { mergeValues } from './set-values'
import { submitValues } from './submit-values'

/** A screen that is one form: values loaded by `load`, sent by `submit` (kind "form"). */
export function FormPage({ page }: { page: FormPageSchema }) {
  const { message } = App.useApp()
  const form = useMemo(() => createForm(), [])
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!page.load) return
    sendCall(page.load, {}).then(
      (answer) => {
        if (answer.success) mergeValues(form, answer.result as Record<string, unknown>, 'initialValues')
        else message.warning(answer.message)
      },
      () => undefined,
    )
  }, [form, page.load, message])

  const save = async () => {
    try {
      await form.validate()
    } catch {
      return
    }
    setSaving(true)
    try {
      const answer = await sendCall(page.submit, {}, submitValues(toJS(form.values)))
      if (answer.success) message.success(answer.message || '操作成功')
      else message.warning(answer.message || '操作失败')
    } catch {
      // The HTTP layer already told the user.
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card title={page.title}>
      <SchemaForm form={form} spec={page.form} mode="edit" />
      <div style={{ textAlign: 'center' }}>
        <Button type="primary" loading={saving} onClick={save}>
          {page.submitLabel ?? '提交'}
        </Button>
      </div>
    </Card>
  )
}
