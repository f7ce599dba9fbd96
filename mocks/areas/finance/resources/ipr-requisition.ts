import { formatDate } from '../../../kernel/db/time'
import type { Row } from '../../../kernel/db/table'
import { failure } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { department, flagScope, mine } from '../../../kernel/crud/scope'
import { approvalGuard, isRefusal, paidBeforeApproval, withProcessInstance } from '../../agency/resources/ipr-approval'
import { withNumber } from '../../agency/resources/ipr-fill-number'
import { feeLinkProblem, refreshFeePayment } from '../../agency/resources/fee-ledger'
import { cents } from '../../agency/resources/ipr-money'
import { controllerResource } from '../../../kernel/crud/entity-resource'

const guard = approvalGuard('用款申请')

/** 代缴官费: the official fees are paid for one case. */
const OFFICIAL_FEES = '1'

/**
 * `IprRequisitionController`: staff ask for money (official fees for a case, third-party costs, petty cash). The
 * applicant and department default to the signed-in user; official fees name their case, whose customer follows;
 * the money is paid only after approval. A request naming one fee of the case (费用) moves that fee to 已申请用款 and,
 * once paid, to 已缴; a fee another record pays already is refused.
 */
export const iprRequisitionResource: CrudResource = {
  ...controllerResource('ipr-requisition'),
  unique: [{ field: 'reqNo', message: '申请单号已存在' }],
  generated: ['bpmStatus'],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/RequisitionList',
  listScope: flagScope({ '1': mine('applicant'), '2': department('dept') }),
  prepare(values, context, existing) {
    const guarded = guard.prepare(values, existing)
    if (isRefusal(guarded)) return guarded
    const field = (name: string) => values[name] ?? existing?.[name]
    if (cents(field('amount')) <= 0) return failure('申请金额必须大于0')
    const expenseId = textOf(field('expenseId'))
    const fee = expenseId
      ? feeLinkProblem(context.db, expenseId, textOf(field('caseId')), existing && String(existing.id))
      : undefined
    if (fee && isRefusal(fee)) return fee
    const caseId = textOf(fee?.caseId ?? field('caseId'))
    const owner = caseId ? context.db.table<Row>('ipr_case').get(caseId) : undefined
    if (caseId && !owner) return failure('关联案件不存在')
    if (field('reqType') === OFFICIAL_FEES && !owner) return failure('代缴官费须关联案件')
    const paying = field('payStatus') === '1'
    if (paidBeforeApproval(paying && existing?.payStatus !== '1', existing))
      return failure('用款申请审批通过后才能支付')
    const user = context.user
    const filled = {
      ...guarded,
      caseId: caseId || null,
      customerId: owner?.customerId ?? field('customerId') ?? null,
      payStatus: field('payStatus') ?? '0',
      payDate: paying ? (field('payDate') ?? formatDate(context.db.now())) : null,
    }
    if (existing) return filled
    const own = {
      ...filled,
      applicant: field('applicant') ?? user?.username ?? null,
      dept: field('dept') ?? user?.orgCode ?? null,
      sysOrgCode: user?.orgCode ?? null,
    }
    return withNumber(own, context, 'reqNo', 'ipr_requisition_no')
  },
  afterSave(row, _body, context, previous) {
    for (const expenseId of new Set([textOf(row.expenseId), textOf(previous?.expenseId)]))
      if (expenseId) refreshFeePayment(context.db, expenseId)
  },
  beforeDelete(ids, context) {
    for (const row of context.db.table<Row>('ipr_requisition').list((each) => ids.includes(String(each.id))))
      if (row.expenseId) refreshFeePayment(context.db, textOf(row.expenseId), ids)
  },
  toJson: withProcessInstance('ipr_requisition'),
}
