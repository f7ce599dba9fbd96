import { resolveDeep } from '../../core/templates'
import type { ActionKind } from '../action-kind'

/**
 * 执行: sends the action's `call` with the row (or the selection) in its `{{ }}`, after its `confirm` when it has
 * one; on success a toolbar call clears the selection, and the list reloads. When its `endsSession` holds (the
 * user forced out their own session), success signs the user out instead: the list's token is dead already.
 */
const call: ActionKind = {
  title: '执行',
  check: (action, { problem }) => {
    if (!action.call) problem(['call'], '缺少接口配置 call')
  },
  run: async ({ action, title, record, scope, list, requests, confirm, report, signOut }) => {
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
