import type { Form } from '@formily/core'
import type { Call, Form as FormSpec } from '../generated/schema-language'
import type { DataProvider } from '../providers/data-provider'
import type { SessionProvider } from '../providers/session-provider'
import { sendCall } from '../providers/send-call'
import { loadExtras } from './load-extras'
import { mergeValues } from './set-values'

type Values = Record<string, unknown>

/** What a form page's calls see: the signed-in user, so a page can read or edit "my" record (`{{user.id}}`). */
export const formPageScope = (session: SessionProvider) => ({ user: session.user ?? {} })

/**
 * Loads a form page's record, with what the spec's loaders fetch for it, into its form and answers the record
 * (undefined when the server refused, after telling why). `target` initialValues on first load, values after a save
 * so the form shows what the server kept.
 */
export async function loadRecord(
  data: DataProvider,
  call: Call,
  scope: object,
  spec: FormSpec,
  form: Form,
  target: 'values' | 'initialValues',
  warn: (text: string) => void,
): Promise<Values | undefined> {
  const answer = await sendCall(data, call, scope)
  if (!answer.success) {
    warn(answer.message)
    return undefined
  }
  const record = (answer.result ?? {}) as Values
  const extras = spec.loaders?.length ? await loadExtras(data, spec, record) : {}
  mergeValues(form, { ...record, ...extras }, target)
  return record
}
