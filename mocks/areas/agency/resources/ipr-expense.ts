import type { Row } from '../../../kernel/db/table'
import { failure } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { department, dueWithin, flagScope, mine, overdue } from '../../../kernel/crud/scope'
import { withOrgCode } from './ipr-common'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { omit } from '../../../kernel/services/omit'
import { FEE_PAY, paymentsOf, paysOut } from './fee-ledger'
import { withNumber } from './ipr-fill-number'

/** What the records paying a fee decide (fee-ledger.ts): a save of the fee itself cannot set them. */
const PAID_BY_PAYMENTS = ['payStatus', 'payer', 'advance'] as const

/** A fee is settled once paid (3 已缴/已付) or written off (4 已核销). */
const paid = (row: Row) => ['3', '4'].includes(textOf(row.feeStatus))

/**
 * `IprExpenseController`: the case fee ledger. A fee belongs to a case; its customer follows the case. A fee paid out
 * for the customer (official, third-party) starts 待缴; the 用款申请, 缴费 record or 报销 line paying it moves it on.
 */
export const iprExpenseResource: CrudResource = {
  ...controllerResource('ipr-expense'),
  generated: PAID_BY_PAYMENTS,
  unique: [{ field: 'expenseNo', message: '费用编号已存在' }],
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
    const filled = {
      ...omit(values, ...PAID_BY_PAYMENTS),
      customerId: owner.customerId,
      currency: values.currency ?? existing?.currency ?? 'CNY',
    }
    if (existing) return filled
    const opened = withOrgCode({ ...filled, payStatus: paysOut(filled) ? FEE_PAY.waiting : null }, context)
    return withNumber(opened, context, 'expenseNo', 'ipr_expense_no')
  },
  beforeDelete(ids, context) {
    for (const id of ids) {
      const [first] = paymentsOf(context.db, id)
      if (first) {
        const fee = context.db.table<Row>('ipr_expense').get(id)
        return failure(`费用「${textOf(fee?.feeName)}」已由${first.name}缴纳或申请，不能删除`)
      }
    }
  },
}
