import type { Form } from '@formily/core'
import { toJS } from '@formily/reactive'
import { App, Button } from 'antd'
import { useState } from 'react'
import type { Form as FormSpec } from '../generated/schema-language'
import { sendCall } from '../providers/send-call'
import { useDataProvider } from '../providers/EngineProvider'
import { submitValues } from './submit-values'
import { mountHiddenParts } from './hidden-parts'

type FormButton = NonNullable<FormSpec['buttons']>[number]

/**
 * The form's own footer buttons (JeecgBoot's online form buttons of style `form`): each sends its call with the row
 * opened and the values typed so far, and shows the server's answer; the form stays open.
 */
export function FormButtons({
  buttons,
  form,
  record,
}: {
  buttons: readonly FormButton[]
  form: Form<Record<string, unknown>>
  record?: Record<string, unknown>
}) {
  const { message } = App.useApp()
  const data = useDataProvider()
  const [running, setRunning] = useState<number>()

  const run = async (button: FormButton, index: number) => {
    setRunning(index)
    // A field gets its default when drawn: the fields not drawn yet (a long form's, a pane's not shown) are drawn first.
    mountHiddenParts(form)
    try {
      const answer = await sendCall(data, button.call, { record: record ?? {} }, submitValues(toJS(form.values)))
      if (answer.success) message.success(answer.message || '操作成功')
      else message.warning(answer.message || '操作失败')
    } catch {
      // The HTTP layer already told the user.
    } finally {
      setRunning(undefined)
    }
  }

  return buttons.map((button, index) => (
    <Button key={button.title} loading={running === index} onClick={() => void run(button, index)}>
      {button.title}
    </Button>
  ))
}
