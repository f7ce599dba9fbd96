import { readableRow } from '../../kernel/crud/table-access'
import type { Route } from '../../kernel/routes/route'
import { addDataLog } from '../../kernel/services/data-log'
import { failure, succeed } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import { APPROVABLE } from './approvable'
import { BPM_STATUS } from './business-row'

/**
 * 变更 of an approved business row (the workflow module has no such endpoint; the name is ours): the approved
 * version is kept as the row's next version in the data log (`sys_data_log`, what 数据日志 and the record page's
 * versions show), and the row goes back to 待提交. It is edited like any draft, over as many saves as the change
 * takes, and the next 提交审批 starts a new approval instance; until then the approved version stays in the log.
 */
export const changeRoutes: Route[] = [
  {
    path: '/act/process/extActProcess/changeProcess',
    methods: ['POST'],
    // Who may submit the row may reopen it; an unknown form is refused by the handler.
    async permission(context) {
      return APPROVABLE[textOf((await context.body<Record<string, unknown>>()).flowCode)]?.permission
    },
    async handle(context) {
      const body = await context.body<Record<string, unknown>>()
      const flowCode = textOf(body.flowCode)
      if (!APPROVABLE[flowCode]) return failure('未找到流程表单配置')
      const row = readableRow(context, flowCode, textOf(body.id))
      if (!row) return failure('未找到对应数据')
      if (textOf(row.bpmStatus) !== BPM_STATUS.done) return failure('只有审批通过的数据才能变更')
      addDataLog(context.db, {
        table: flowCode,
        id: String(row.id),
        content: row,
        username: context.user?.username ?? null,
      })
      context.db.table(flowCode).update(row.id, { bpmStatus: BPM_STATUS.draft })
      return succeed('已发起变更，修改后请重新提交审批')
    },
  },
]
