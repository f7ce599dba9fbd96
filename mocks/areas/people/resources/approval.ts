import type { Row } from '../../../kernel/db/table'
import type { RequestContext } from '../../../kernel/routes/route'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { BPM_STATUS } from '../../agency/resources/ipr-contract'

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
