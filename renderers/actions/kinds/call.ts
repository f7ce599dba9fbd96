import { resolveDeep } from '../../core/templates'
import type { ActionKind } from '../action-kind'

/**
 * 执行: sends the action's `call` with the row (or the selection) in its `{{ }}`, after its `confirm` when it has
 * one; on success a toolbar call clears the selection, and the list reloads. When its `endsSession` holds (the
 * user forced out their own session), success signs the user out instead: the list's token is dead already. With
 * `ask`, the server is asked first whether the call needs more (`ask.when` answers a value): then `ask.form` opens
 * instead of the confirmation and its values join the call's body.
 */
const call: ActionKind = {
  title: '执行',
  check: (action, { problem, form }) => {
    if (!action.call) problem(['call'], '缺少接口配置 call')
    if (action.ask) form(action.ask.form, ['ask', 'form'])
  },
  run: async ({ action, title, record, scope, list, requests, confirm, report, signOut, openForm }) => {
    if (action.ask) {
      const asked = await requests.call(action.ask.when, scope)
      if (!asked.success) return report(asked, () => undefined)
      if (asked.result !== null && asked.result !== false && asked.result !== undefined)
        return openForm({
          title,
          spec: action.ask.form,
          mode: 'add',
          record,
          initialValues: {},
          submit: (values) => requests.call(action.call!, scope, values),
        })
    }
    if (action.confirm && !(await confirm(title, action.confirm))) return
    const endsSession = !!action.endsSession && !!resolveDeep(action.endsSession, scope)
    report(await requests.call(action.call!, scope), () => {
      if (endsSession) return signOut()
      if (!record) list.clearSelection()
      list.reload()
    })
  },
}

export default call
