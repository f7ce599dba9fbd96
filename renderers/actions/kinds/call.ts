import type { ActionKind } from '../action-kind'

/**
 * 执行: sends the action's `call` with the row (or the selection) in its `{{ }}`, after its `confirm` when it has
 * one; on success a toolbar call clears the selection, and the list reloads.
 */
const call: ActionKind = {
  title: '执行',
  check: (action, { problem }) => {
    if (!action.call) problem(['call'], '缺少接口配置 call')
  },
  run: async ({ action, title, record, scope, list, requests, confirm, report }) => {
    if (action.confirm && !(await confirm(title, action.confirm))) return
    report(await requests.call(action.call!, scope), () => {
      if (!record) list.clearSelection()
      list.reload()
    })
  },
}

export default call
