import type { Row } from '../../../kernel/db/table'
import type { RequestContext } from '../../../kernel/routes/route'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import { BPM_STATUS } from '../ipr-contract'

/** A row under approval (处理中) can be neither edited nor deleted: its state only changes through the workflow. */
export const underApproval = (row: Row | undefined) => row?.bpmStatus === BPM_STATUS.running

/** `beforeDelete` of an approvable list: refuses when any of the rows is under approval, naming it. */
export function refuseDeletingUnderApproval(
  context: RequestContext,
  table: string,
  ids: readonly string[],
  describe: (row: Row) => string,
): ResultBody<null> | undefined {
  const running = context.db.table<Row>(table).first((row) => ids.includes(String(row.id)) && underApproval(row))
  return running ? failure(`${describe(running)}正在审批中，不能删除`) : undefined
}

/** The people lists that go through approval (提交审批): the flow code (table), its button code and instance name. */
export const PEOPLE_APPROVABLE: Readonly<Record<string, { permission: string; title: (row: Row) => string }>> = {
  ipr_reimburse: { permission: 'ipr:reimburse:submit', title: (row) => `报销审批-${textOf(row.reimburseNo)}` },
  ipr_loan: { permission: 'ipr:loan:submit', title: (row) => `借款审批-${textOf(row.loanNo)}` },
  ipr_salary_batch: { permission: 'ipr:salaryBatch:submit', title: (row) => `工资审批-${textOf(row.batchNo)}` },
}
