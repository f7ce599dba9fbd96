import { findEntity } from '../../core/entities'
import type { ActionKind } from '../action-kind'
import { approvedRecord } from '../approval-status'
import { openRecordForm } from '../record-form'

const CONFIRM = '变更将重新审批：已审批通过的版本保存在数据日志中，记录回到待提交，修改后请重新提交审批。确定变更吗？'

/**
 * 变更 of an approved record of an entity under approval (`x-process`): confirmed, the action's `call` (the built-in
 * backend's changeProcess, the workflow module has none) keeps the approved version in the data log and reopens the
 * record as 待提交, then its edit form opens on it. The change may take several saves; the record's 提交审批 starts the
 * new approval. Only approved records show it.
 */
const change: ActionKind = {
  title: '变更',
  api: 'edit',
  needsRecord: true,
  check: (action, { page, problem }) => {
    const entity = page.entity ? findEntity(page.entity) : undefined
    if (entity && !entity['x-process'])
      problem(['kind'], `列表页的实体 ${page.entity} 没有声明 x-process（不走审批），不能变更`)
    if (!page.form) problem(['kind'], '缺少表单配置 form')
    if (!action.call) problem(['call'], '缺少接口配置 call')
  },
  appliesTo: (record, page) => approvedRecord(page.entity, record),
  run: async (context) => {
    const { action, title, record, scope, list, requests, confirm, report } = context
    if (!record || !(await confirm(title, action.confirm ?? CONFIRM))) return
    report(await requests.call(action.call!, scope), () => {
      list.reload()
      void openRecordForm(context, 'edit')
    })
  },
}

export default change
