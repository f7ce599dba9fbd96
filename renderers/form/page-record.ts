import type { Form } from '@formily/core'
import type { Call, Form as FormSpec } from '../generated/validators'
import { saveUserInfo } from '@/session/session-actions'
import { session } from '@/session/session-store'
import { sendCall } from '../list/send-call'
import { loadExtras } from './load-extras'
import { mergeValues } from './set-values'

type Values = Record<string, unknown>

/** What a form page's calls see: the signed-in user, so a page can read or edit "my" record (`{{user.id}}`). */
export const formPageScope = () => ({ user: session.userInfo ?? {} })

/**
 * Loads a form page's record, with what the spec's loaders fetch for it, into its form and answers the record
 * (undefined when the server refused, after telling why). `target` initialValues on first load, values after a save
 * so the form shows what the server kept.
 */
export async function loadRecord(
  call: Call,
  spec: FormSpec,
  form: Form,
  target: 'values' | 'initialValues',
  warn: (text: string) => void,
): Promise<Values | undefined> {
  const answer = await sendCall(call, formPageScope())
  if (!answer.success) {
    warn(answer.message)
    return undefined
  }
  const record = (answer.result ?? {}) as Values
  const extras = spec.loaders?.length ? await loadExtras(spec, record) : {}
  mergeValues(form, { ...record, ...extras }, target)
  return record
}

/** The saved record becomes the session's user, so the header's name and avatar follow without a reload. */
export function adoptAsSessionUser(record: Values): void {
  if (!session.userInfo) return
  saveUserInfo({ ...session.userInfo, ...record })
}
