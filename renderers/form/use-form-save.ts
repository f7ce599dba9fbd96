import type { Form } from '@formily/core'
import { toJS } from '@formily/reactive'
import { App } from 'antd'
import { useState } from 'react'
import type { Result } from '../generated/entities'
import { withChangeReports } from './editable-table/change-report'
import { validateInOrder } from './editable-table/validation-order'
import { submitValues } from './submit-values'
import { withClearedValues } from './cleared-values'
import { mountHiddenParts } from './hidden-parts'

type Values = Record<string, unknown>

/**
 * The save of a schema form, for the list's form dialogs and for form pages alike: draw the panes not yet shown, so
 * every field validates, validate (the main form, then each editable table in turn), send the submitted
 * values (a cleared value as `""`), show the server's message. A refused or failed save keeps everything typed; `onSaved` runs after success.
 */
export function useFormSave(
  form: Form<Values>,
  submit: ((values: Values) => Promise<Result<unknown>>) | undefined,
  onSaved: () => unknown,
) {
  const { message } = App.useApp()
  const [saving, setSaving] = useState(false)

  const save = async () => {
    if (!submit) return
    mountHiddenParts(form)
    if (!(await validateInOrder(form))) return
    setSaving(true)
    try {
      const values = withClearedValues(toJS(form.initialValues), submitValues(toJS(form.values)))
      const answer = await submit(withChangeReports(form, values))
      if (!answer.success) {
        message.warning(answer.message || '操作失败')
        return
      }
      message.success(answer.message || '操作成功')
      await onSaved()
    } catch {
      // The HTTP layer already told the user.
    } finally {
      setSaving(false)
    }
  }

  return { saving, save }
}
