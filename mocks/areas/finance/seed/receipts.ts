import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { audit } from '../../../kernel/seed/context'
import { addDays, createNumberer, type AgencySeed } from '../../agency/seed/support'
import { workingDayBy } from '../../agency/seed/working-days'

/** One receipt to lay out: what it settles and how much, on which day. */
export interface ReceiptDraft {
  customerId: unknown
  contractId?: unknown
  planId?: unknown
  billId?: unknown
  receiptDate: string
  amount: number
  returnType: string
  claimer: string
}

/**
 * Receipts in date order, numbered as the fill rule numbers them (`number`: shared by receipts inserted in two
 * goes), with a bank serial each; answers the rows.
 * Bank transfers carry the payer's account name, cash and cheques the payer alone.
 */
export function insertReceipts(seed: AgencySeed, drafts: readonly ReceiptDraft[], number = createNumberer()): Row[] {
  const { ctx, draw } = seed
  const customers = ctx.db.table<Row>('ipr_customer')
  return [...drafts]
    .sort((a, b) => a.receiptDate.localeCompare(b.receiptDate))
    .map((draft) => {
      const createTime = `${draft.receiptDate} ${String(draw.int(9, 17)).padStart(2, '0')}:${String(draw.int(0, 59)).padStart(2, '0')}:00`
      return ctx.db.table('ipr_receipt').insert({
        id: ctx.id(),
        receiptNo: number('SK', draft.receiptDate),
        customerId: draft.customerId,
        contractId: draft.contractId ?? null,
        planId: draft.planId ?? null,
        billId: draft.billId ?? null,
        receiptDate: draft.receiptDate,
        amount: draft.amount,
        returnType: draft.returnType,
        payerName: customers.get(textOf(draft.customerId))?.customerName ?? null,
        bankSerial: ['4', '5'].includes(draft.returnType)
          ? `${draft.receiptDate.replace(/-/g, '')}${draw.digits(12)}`
          : null,
        claimer: draft.claimer,
        confirmStatus: '1',
        remark: null,
        sysOrgCode: seed.orgCodeOf(draft.claimer),
        ...audit(createTime, draft.claimer),
      })
    })
}

/**
 * The money behind the contracts' payment plans: every row the contract seed marked 已回款 was paid by one receipt a
 * few days after its date (a working day: banks book transfers on those); a few overdue rows got part of their money.
 */
export function planReceiptDrafts(seed: AgencySeed): ReceiptDraft[] {
  const { ctx, draw, today } = seed
  const contracts = ctx.db.table<Row>('ipr_contract')
  const drafts: ReceiptDraft[] = []
  for (const plan of ctx.db
    .table<Row>('ipr_contract_plan')
    .list((row) => ['2', '3'].includes(textOf(row.planStatus)))) {
    const contract = contracts.get(textOf(plan.contractId))!
    const paid = plan.planStatus === '2'
    if (!paid && !draw.chance(0.3)) continue
    const late = workingDayBy(addDays(textOf(plan.planDate), draw.int(0, 20)), today)
    drafts.push({
      customerId: contract.customerId,
      contractId: contract.id,
      planId: plan.id,
      receiptDate: late,
      amount: paid ? Number(plan.planAmount) : Math.round(Number(plan.planAmount) * 50) / 100,
      returnType: textOf(plan.returnType ?? '4'),
      claimer: textOf(contract.salesman),
    })
  }
  return drafts
}
