import { App, type FormInstance, type ModalProps } from 'antd'
import { useState } from 'react'

/** What a sent dialog amounts to: whether it succeeded and the message the user reads. */
export interface DialogOutcome {
  ok: boolean
  message: string
}

/**
 * The account dialogs' common submit: validate the form, send it, report the outcome (success closes the dialog,
 * a refusal keeps it open with what was typed). Returns the Modal props that wire it, spinner and 关闭 included.
 */
export function useDialogSubmit<T>(
  form: FormInstance<T>,
  send: (values: T) => Promise<DialogOutcome>,
  onClose: () => void,
): ModalProps {
  const [saving, setSaving] = useState(false)
  const { message } = App.useApp()

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      const outcome = await send(values)
      if (outcome.ok) {
        message.success(outcome.message)
        onClose()
      } else {
        message.warning(outcome.message)
      }
    } catch {
      // The HTTP error catalogue has already told the user what went wrong.
    } finally {
      setSaving(false)
    }
  }

  return {
    confirmLoading: saving,
    cancelText: '关闭',
    destroyOnHidden: true,
    onOk: () => {
      void submit().catch(() => undefined)
    },
    onCancel: onClose,
  }
}
