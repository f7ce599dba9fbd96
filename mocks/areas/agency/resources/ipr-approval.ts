import type { Row } from '../../../kernel/db/table'
import type { RequestContext } from '../../../kernel/routes/route'
import { bpmTables } from '../../bpm/tables'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { omit } from '../../../kernel/services/omit'
import { BPM_STATUS } from './ipr-contract'

/**
 * A list under approval, as the contract list: the workflow alone moves `bpm_status` (a save never carries it), a new
 * row starts 待提交, and a row 处理中 cannot be edited (nor deleted: the approval lock of every table under approval,
 * mocks/kernel/crud/approval-lock.ts). `noun` names the row in the refusal.
 */
export const approvalGuard = (noun: string) => ({
  prepare: (values: Record<string, unknown>, existing: Row | undefined): Record<string, unknown> | ResultBody<null> => {
    if (existing?.bpmStatus === BPM_STATUS.running) return failure(`${noun}正在审批中，不能修改`)
    const rest = omit(values, 'bpmStatus')
    return existing ? rest : { ...rest, bpmStatus: BPM_STATUS.draft }
  },
})

/**
 * The newest workflow instance started for a row, as `processInstanceId` (审批进度 opens its diagram), null before
 * the first 提交审批: what `ExtActProcessController.getInstanceByBusiness` answers, carried on the row.
 */
export function withProcessInstance(table: string) {
  return (row: Row, context: RequestContext): Row => ({
    ...row,
    processInstanceId:
      bpmTables(context.db)
        .instances.list((instance) => instance.businessTable === table && instance.businessId === row.id)
        .at(-1)?.id ?? null,
  })
}

/** A `prepare` step's refusal (a whole `Result`) rather than the values to store. */
export const isRefusal = (value: Record<string, unknown> | ResultBody<null>): value is ResultBody<null> =>
  value.success === false && 'timestamp' in value

/** Money leaves the firm only for an approved request: paying before 已完成 is refused. */
export const paidBeforeApproval = (paying: boolean, existing: Row | undefined) =>
  paying && existing?.bpmStatus !== BPM_STATUS.done
