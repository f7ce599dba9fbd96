import type { Database } from '../../../kernel/db/database'
import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { cents } from '../../agency/resources/ipr-money'

/** `ipr_fee_category` 2 代理费: the firm's own fee, the only one commission is paid on (官费 passes through). */
const AGENCY_FEE = '2'

/** `ipr_refund.refund_status` 1 已退款, as the settlement counts it. */
const REFUNDED = '1'

/** The agency fees one receipt brought in on one case, credited to the case's handler on the receipt's day. */
export interface AgencyFeeReceived {
  handler: string
  caseId: string
  receiptId: string
  /** yyyy-MM-dd */
  day: string
  cents: number
}

/**
 * What each receipt on a bill paid of the bill's 代理费 lines. A bill's money settles its lines in their order
 * (`refreshBill`), so its receipts, oldest first and less what was refunded from them, fill the lines one after the
 * other; a receipt's share of the agency lines is the part of its stretch that falls on them. Receipts on a contract's
 * payment plan name no case and pay no commission.
 */
export function agencyFeesReceived(db: Database): AgencyFeeReceived[] {
  const refunded = new Map<string, number>()
  for (const refund of db.table<Row>('ipr_refund').list((row) => row.refundStatus === REFUNDED)) {
    const id = textOf(refund.receiptId)
    refunded.set(id, (refunded.get(id) ?? 0) + cents(refund.refundAmount))
  }
  const receiptsByBill = new Map<string, Row[]>()
  for (const receipt of db.table<Row>('ipr_receipt').list((row) => textOf(row.billId) !== '')) {
    const billId = textOf(receipt.billId)
    receiptsByBill.set(billId, [...(receiptsByBill.get(billId) ?? []), receipt])
  }
  const found: AgencyFeeReceived[] = []
  for (const [billId, receipts] of receiptsByBill) {
    const bill = db.table<Row>('ipr_bill').get(billId)
    const handler = textOf(db.table<Row>('ipr_case').get(textOf(bill?.caseId))?.handler)
    if (!bill || !handler) continue
    const agencyStretches: [number, number][] = []
    let end = 0
    for (const line of db
      .table<Row>('ipr_bill_line')
      .list((row) => row.billId === billId)
      .sort((a, b) => Number(a.sortNo) - Number(b.sortNo))) {
      const start = end
      end += cents(line.amount)
      if (textOf(line.feeCategory) === AGENCY_FEE) agencyStretches.push([start, end])
    }
    let paid = 0
    const inOrder = receipts.sort(
      (a, b) =>
        textOf(a.receiptDate).localeCompare(textOf(b.receiptDate)) ||
        textOf(a.receiptNo).localeCompare(textOf(b.receiptNo)),
    )
    for (const receipt of inOrder) {
      const from = paid
      paid += cents(receipt.amount) - (refunded.get(String(receipt.id)) ?? 0)
      const share = agencyStretches.reduce(
        (sum, [start, stop]) => sum + Math.max(0, Math.min(stop, paid) - Math.max(start, from)),
        0,
      )
      if (share > 0)
        found.push({
          handler,
          caseId: textOf(bill.caseId),
          receiptId: String(receipt.id),
          day: textOf(receipt.receiptDate).slice(0, 10),
          cents: share,
        })
    }
  }
  return found
}
