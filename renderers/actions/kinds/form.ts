import { resolveMap } from '../../core/templates'
import type { ActionContext, ActionKind } from '../action-kind'

/**
 * The form of an action with a `handler`: opened on the values the app's handler loads for the row, saved through
 * it. A failed load is shown and opens nothing.
 */
async function openHandled({ action, title, record = {}, openForm, formHandlers, message }: ActionContext) {
  const handler = formHandlers?.[action.handler!]
  if (!handler) return
  let initialValues: Record<string, unknown>
  try {
    initialValues = await handler.load(record)
  } catch (error) {
    message.error((error as Error).message)
    return
  }
  openForm({
    title,
    spec: action.form!,
    mode: 'edit',
    record,
    initialValues,
    submit: (values) => handler.save(record, values),
  })
}

/**
 * 填写: the action's own form, its values sent with the action's `call` (merged into the call's body), or loaded and
 * saved by the app's form `handler` named instead.
 */
const form: ActionKind = {
  title: '填写',
  check: (action, checker) => {
    if (action.handler !== undefined) {
      if (!checker.formHandlers?.has(action.handler)) checker.problem(['handler'], `未知的表单处理 "${action.handler}"`)
    } else if (!action.call) checker.problem(['call'], '缺少接口配置 call')
    if (action.form) checker.form(action.form, ['form'])
    else checker.problem(['form'], '缺少表单配置 form')
  },
  run: (context) => {
    const { action, title, record, scope, requests, openForm } = context
    if (action.handler !== undefined) return openHandled(context)
    openForm({
      title,
      spec: action.form!,
      // A toolbar form has no row: it adds, so `$mode === 'edit'` conditions stay off.
      mode: record ? 'edit' : 'add',
      record,
      initialValues: resolveMap(action.initialValues, scope),
      submit: (values) => requests.call(action.call!, scope, values),
    })
  },
}

export default form
