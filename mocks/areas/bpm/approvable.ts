import type { Row } from '../../kernel/db/table'
import { textOf } from '../../kernel/services/text'

/**
 * Business tables whose rows go through approval: the button code that may submit one and the instance's name.
 * The flow code a list sends is the table name, the `formKey` of the process binding (流程表单) for that table.
 */
export const APPROVABLE: Readonly<Record<string, { permission: string; title: (row: Row) => string }>> = {
  ipr_contract: { permission: 'ipr:contract:submit', title: (row) => `合同审批-${textOf(row.contractName)}` },
  ipr_reimburse: { permission: 'ipr:reimburse:submit', title: (row) => `报销审批-${textOf(row.reimburseNo)}` },
  ipr_loan: { permission: 'ipr:loan:submit', title: (row) => `借款审批-${textOf(row.loanNo)}` },
  ipr_salary_batch: { permission: 'ipr:salaryBatch:submit', title: (row) => `工资审批-${textOf(row.batchNo)}` },
  ipr_invoice: { permission: 'ipr:invoice:submit', title: (row) => `开票审批-${textOf(row.invoiceTitle)}` },
  ipr_requisition: { permission: 'ipr:requisition:submit', title: (row) => `用款审批-${textOf(row.reason)}` },
  ipr_refund: { permission: 'ipr:refund:submit', title: (row) => `退款审批-${textOf(row.refundNo)}` },
}
