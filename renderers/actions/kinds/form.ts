import { resolveMap } from '../../core/templates'
import type { ActionKind } from '../action-kind'

/** 填写: the action's own form, its values sent with the action's `call` (merged into the call's body). */
const form: ActionKind = {
  title: '填写',
  check: (action, checker) => {
    if (!action.call) checker.problem(['call'], '缺少接口配置 call')
    if (action.form) checker.form(action.form, ['form'])
    else checker.problem(['form'], '缺少表单配置 form')
  },
  run: ({ action, title, record, scope, requests, openForm }) =>
    openForm({
      title,
      spec: action.form!,
      // A toolbar form has no row: it adds, so `$mode === 'edit'` conditions stay off.
      mode: record ? 'edit' : 'add',
      record,
      initialValues: resolveMap(action.initialValues, scope),
      submit: (values) => requests.call(action.call!, scope, values),
    }),
}

export default form
