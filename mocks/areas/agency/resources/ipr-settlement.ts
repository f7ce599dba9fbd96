import type { Database } from '../../../kernel/db/database'
import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { cents, toYuan } from './ipr-money'

/**
 * What receipts settle, recomputed from the receipts (and their refunds) whenever one is written or removed: a plan row's
 * 回款状态, a contract's 已回款, a bill's received amount, its lines (oldest first), its state and its fees' state.
 * `leaving` are receipts about to be deleted, counted out already.
 */

const receiptsWhere = (db: Database, field: string, id: string, leaving: readonly string[]) =>
  db.table<Row>('ipr_receipt').list((row) => row[field] === id && !leaving.includes(String(row.id)))

/** `ipr_refund.refund_status` 1 已退款: the money has gone back to the customer. */
const REFUNDED = '1'

/** The cents one receipt lost to refunds paid out. */
const refundedFrom = (db: Database, receiptId: string) =>
  db
    .table<Row>('ipr_refund')
    .list((row) => row.receiptId === receiptId && row.refundStatus === REFUNDED)
    .reduce((sum, row) => sum + cents(row.refundAmount), 0)

/**
 * The cents received against one plan row, contract or bill (`field` planId, contractId or billId), less what was
 * refunded from those receipts: a refund reopens what its receipt settled.
 */
export const receivedOn = (db: Database, field: string, id: string, leaving: readonly string[] = []) =>
  receiptsWhere(db, field, id, leaving).reduce(
    (sum, row) => sum + cents(row.amount) - refundedFrom(db, String(row.id)),
    0,
  )

/** 回款状态 of a plan row: 已回款 when fully paid, 部分回款 when partly, else 已逾期 past its date or 未回款. */
export function refreshPlan(db: Database, planId: string, today: string, leaving: readonly string[] = []): void {
  const plan = db.table<Row>('ipr_contract_plan').get(planId)
  if (!plan) return
  const received = receivedOn(db, 'planId', planId, leaving)
  const planStatus =
    received >= cents(plan.planAmount) && received > 0
      ? '2'
      : received > 0
        ? '1'
        : textOf(plan.planDate) < today
          ? '3'
          : '0'
  db.table<Row>('ipr_contract_plan').update(planId, { planStatus })
}

export function refreshContract(db: Database, contractId: string, leaving: readonly string[] = []): void {
  if (!db.table<Row>('ipr_contract').get(contractId)) return
  db.table<Row>('ipr_contract').update(contractId, {
    receivedAmount: toYuan(receivedOn(db, 'contractId', contractId, leaving)),
  })
}

/** A fee billed and not yet fully paid is 已请款; fully paid, 已收款; fees already paid out or written off stay. */
const feeStatusOf = (current: string, settled: boolean) =>
  ['3', '4'].includes(current) ? current : settled ? '2' : '1'

/**
 * The bill's received amount spread over its lines in their order; each line's fee follows. The state becomes
 * 已结清 or 部分收款 from the money; without money a bill keeps what the clerk set (草稿, 已发送), and a paid bill
 * whose receipts went away falls back to 已发送.
 */
export function refreshBill(db: Database, billId: string, leaving: readonly string[] = []): void {
  const bill = db.table<Row>('ipr_bill').get(billId)
  if (!bill) return
  const received = receivedOn(db, 'billId', billId, leaving)
  let left = received
  const lines = db
    .table<Row>('ipr_bill_line')
    .list((row) => row.billId === billId)
    .sort((a, b) => Number(a.sortNo) - Number(b.sortNo))
  for (const line of lines) {
    const paid = Math.min(left, cents(line.amount))
    left -= paid
    db.table<Row>('ipr_bill_line').update(line.id, { receivedAmount: toYuan(paid) })
    const fee = db.table<Row>('ipr_expense').get(textOf(line.expenseId))
    if (fee && textOf(bill.billStatus) !== '4')
      db.table<Row>('ipr_expense').update(fee.id, {
        feeStatus: feeStatusOf(textOf(fee.feeStatus), paid >= cents(line.amount)),
      })
  }
  const total = cents(bill.totalAmount)
  const current = textOf(bill.billStatus)
  const billStatus =
    current === '4'
      ? current
      : received > 0
        ? received >= total
          ? '3'
          : '2'
        : ['2', '3'].includes(current)
          ? '1'
          : current
  db.table<Row>('ipr_bill').update(billId, {
    receivedAmount: toYuan(received),
    outstandingAmount: toYuan(total - received),
    billStatus,
  })
}

/** Everything one receipt settles. */
export function refreshSettled(db: Database, receipt: Row, today: string, leaving: readonly string[] = []): void {
  if (receipt.planId) refreshPlan(db, textOf(receipt.planId), today, leaving)
  if (receipt.contractId) refreshContract(db, textOf(receipt.contractId), leaving)
  if (receipt.billId) refreshBill(db, textOf(receipt.billId), leaving)
}
