import { insertDicts } from '../../../kernel/seed/dicts'
import { audit, type SeedContext } from '../../../kernel/seed/context'
import FINANCE_DICTS from '../dicts.json'
import { seedListApprovals, type ListApproval } from '../../agency/seed/settings'

const SERIAL_RULE = 'org.jeecg.modules.ipr.rule.SerialNumberRule'

/** The finance numbers: prefix + yyyyMMdd + a 4-digit serial of the day, like the agency's own. */
const NUMBER_RULES: ReadonlyArray<readonly [name: string, code: string, prefix: string, table: string, field: string]> =
  [
    ['账单编号', 'ipr_bill_no', 'ZD', 'ipr_bill', 'billNo'],
    ['收款编号', 'ipr_receipt_no', 'SK', 'ipr_receipt', 'receiptNo'],
    ['开票申请编号', 'ipr_invoice_no', 'KP', 'ipr_invoice', 'applyNo'],
    ['用款申请单号', 'ipr_requisition_no', 'YK', 'ipr_requisition', 'reqNo'],
    ['退款单号', 'ipr_refund_no', 'TK', 'ipr_refund', 'refundNo'],
  ]

/**
 * The lists under approval and their one-step processes, each bound to its table as 提交审批's flow code (and to its
 * list page, whose form shows the record to the approver): one of 财务 claims (签收) the step.
 */
const APPROVALS = [
  ['ipr_invoice', '开票审批流程', '开票审批', '开票申请单', 'ipr/InvoiceList', '发票管理的提交审批'],
  ['ipr_requisition', '用款审批流程', '用款审批', '用款申请单', 'ipr/RequisitionList', '用款申请的提交审批'],
  ['ipr_refund', '退款审批流程', '退款审批', '退款申请单', 'ipr/RefundList', '退款管理的提交审批'],
] as const satisfies readonly ListApproval[]

/** Dictionaries, number rules and approval processes of the finance screens. */
export function seedFinanceSettings(ctx: SeedContext): void {
  insertDicts(ctx, FINANCE_DICTS)
  NUMBER_RULES.forEach(([ruleName, ruleCode, prefix, table, field], index) =>
    ctx.db.table('sys_fill_rule').insert({
      id: ctx.id(),
      ruleName,
      ruleCode,
      ruleClass: SERIAL_RULE,
      ruleParams: JSON.stringify({ prefix, digits: 4, table, field }),
      ...audit(`2021-03-06 10:0${index}:00`),
    }),
  )
  seedListApprovals(
    ctx,
    APPROVALS,
    (index) => `2021-03-06 11:0${index}:00`,
    (taskName) => [{ id: 'financeApprove', name: taskName, rule: 'camunda:candidateGroups="finance"' }],
  )
}
