import { findEntity } from '../../core/entities'
import type { ActionKind } from '../action-kind'
import { approvedRecord } from '../approval-status'
import { openRecordForm } from '../record-form'

/** The built-in backend's 变更 (the workflow module has none): keeps the approved version, reopens the row as 待提交. */
const CHANGE_URL = '/act/process/extActProcess/changeProcess'

const CONFIRM = '变更将重新审批：已审批通过的版本保存在数据日志中，记录回到待提交，修改后请重新提交审批。确定变更吗？'

/**
 * 变更 of an approved record of an entity under approval (`x-process`; the flow code is its table): confirmed, the
 * backend keeps the approved version in the data log and reopens the record as 待提交, then its edit form opens on
 * it. The change may take several saves; the record's 提交审批 starts the new approval. Only approved records show it.
 */
const change: ActionKind = {
  title: '变更',
  api: 'edit',
  needsRecord: true,
  check: (_, { page, problem }) => {
    const entity = page.entity ? findEntity(page.entity) : undefined
    if (entity && !entity['x-process'])
      problem(['kind'], `列表页的实体 ${page.entity} 没有声明 x-process（不走审批），不能变更`)
    if (!page.form) problem(['kind'], '缺少表单配置 form')
  },
  appliesTo: (record, page) => approvedRecord(page.entity, record),
  run: async (context) => {
    const { action, title, record, page, list, requests, confirm, report } = context
    const table = page.entity ? findEntity(page.entity)?.['x-table'] : undefined
    if (!record || !table || !(await confirm(title, action.confirm ?? CONFIRM))) return
    const answer = await requests.post(CHANGE_URL, { flowCode: table, id: record[list.rowKey] })
    report(answer, () => {
      list.reload()
      void openRecordForm(context, 'edit')
    })
  },
}

export default change
