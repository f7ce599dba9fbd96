import type { Row } from '../../../kernel/db/table'
import { failure } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { department, dueWithin, flagScope, mine, overdue } from '../../../kernel/crud/scope'
import { withOrgCode } from './ipr-common'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** A fee is settled once paid (3 已缴/已付) or written off (4 已核销). */
const paid = (row: Row) => ['3', '4'].includes(textOf(row.feeStatus))

/** `IprExpenseController`: the case fee ledger. A fee belongs to a case; its customer follows the case. */
export const iprExpenseResource: CrudResource = {
  ...controllerResource('ipr-expense'),
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/ExpenseList',
  listScope: flagScope({
    '1': mine('handler'),
    '2': department('sysOrgCode'),
    '3': overdue('officialDeadline', paid),
    '4': dueWithin('officialDeadline', 30, paid),
  }),
  prepare(values, context, existing) {
    if (Number(values.amount ?? existing?.amount) < 0) return failure('金额不能为负数')
    const caseId = values.caseId ?? existing?.caseId
    const owner = context.db.table<Row>('ipr_case').get(String(caseId))
    if (!owner) return failure('关联案件不存在')
    const filled = { ...values, customerId: owner.customerId, currency: values.currency ?? existing?.currency ?? 'CNY' }
    return existing ? filled : withOrgCode(filled, context)
  },
}
