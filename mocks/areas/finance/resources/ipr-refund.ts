import { formatDate } from '../../../kernel/db/time'
import type { Row } from '../../../kernel/db/table'
import { failure } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { department, flagScope, mine } from '../../../kernel/crud/scope'
import { approvalGuard, isRefusal, paidBeforeApproval, withProcessInstance } from '../../agency/resources/ipr-approval'
import { withOrgCode } from '../../agency/resources/ipr-common'
import { withNumber } from '../../agency/resources/ipr-fill-number'
import { cents, yuanText } from '../../agency/resources/ipr-money'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { refreshSettled } from '../../agency/resources/ipr-settlement'

const guard = approvalGuard('退款申请')

/**
 * `IprRefundController`: money paid back from one receipt, a positive amount no larger than what of that receipt is
 * not refunded yet; the customer and contract follow the receipt; the money goes out only after approval, and then
 * lowers what the receipt settled (the contract's 已回款, the bill's 已收) and reopens its plan row or bill.
 */
export const iprRefundResource: CrudResource = {
  ...controllerResource('ipr-refund'),
  unique: [{ field: 'refundNo', message: '退款单号已存在' }],
  generated: ['bpmStatus'],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/RefundList',
  listScope: flagScope({ '1': mine('applicant'), '2': department('sysOrgCode') }),
  prepare(values, context, existing) {
    const guarded = guard.prepare(values, existing)
    if (isRefusal(guarded)) return guarded
    const field = (name: string) => values[name] ?? existing?.[name]
    const amount = cents(field('refundAmount'))
    if (amount <= 0) return failure('退款金额必须大于0')
    const receiptId = textOf(field('receiptId'))
    const receipt = context.db.table<Row>('ipr_receipt').get(receiptId)
    if (!receipt) return failure('原收款不存在')
    const refunded = context.db
      .table<Row>('ipr_refund')
      .list((row) => row.receiptId === receiptId && row.id !== existing?.id)
      .reduce((sum, row) => sum + cents(row.refundAmount), 0)
    const open = cents(receipt.amount) - refunded
    if (amount > open)
      return failure(
        `退款金额 ${yuanText(amount)} 元超过原收款「${textOf(receipt.receiptNo)}」可退金额 ${yuanText(open)} 元`,
      )
    const paying = field('refundStatus') === '1'
    if (paidBeforeApproval(paying && existing?.refundStatus !== '1', existing)) return failure('退款审批通过后才能退款')
    const filled = {
      ...guarded,
      customerId: receipt.customerId,
      contractId: receipt.contractId ?? null,
      refundStatus: field('refundStatus') ?? '0',
      refundDate: paying ? (field('refundDate') ?? formatDate(context.db.now())) : null,
    }
    if (existing) return filled
    const own = { ...filled, applicant: field('applicant') ?? context.user?.username ?? null }
    return withNumber(withOrgCode(own, context), context, 'refundNo', 'ipr_refund_no')
  },
  afterSave(row, _body, context) {
    const receipt = context.db.table<Row>('ipr_receipt').get(textOf(row.receiptId))
    if (receipt) refreshSettled(context.db, receipt, formatDate(context.db.now()))
  },
  beforeDelete(ids, context) {
    const paid = context.db
      .table<Row>('ipr_refund')
      .first((row) => ids.includes(String(row.id)) && row.refundStatus === '1')
    if (paid) return failure(`退款「${textOf(paid.refundNo)}」已退款，不能删除`)
  },
  toJson: withProcessInstance('ipr_refund'),
}
