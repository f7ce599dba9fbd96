import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { addBillLines, billTotals } from '../resources/ipr-bill'
import { cents, toYuan } from '../../agency/resources/ipr-money'
import { audit } from '../../../kernel/seed/context'
import type { ReceiptDraft } from './receipts'
import { addDays, createNumberer, type AgencySeed } from '../../agency/seed/support'
import type { Draw } from '../../agency/seed/names'
import { workingDayBy } from '../../agency/seed/working-days'

/** Fee states a bill carries: 已请款 and 已收款 of open cases, 已核销 of settled ones. */
const BILLED = '1'
const COLLECTED = '2'
const WRITTEN_OFF = '4'

/** A case's fees grouped by case, of the states asked for. */
function feesByCase(seed: AgencySeed, states: readonly string[]): Map<string, Row[]> {
  const byCase = new Map<string, Row[]>()
  for (const fee of seed.ctx.db.table<Row>('ipr_expense').list((row) => states.includes(textOf(row.feeStatus))))
    byCase.set(textOf(fee.caseId), [...(byCase.get(textOf(fee.caseId)) ?? []), fee])
  return byCase
}

/**
 * The bills of settled cases outside any contract (a contract's cases are paid through its payment plan): their
 * fees, 已核销, were billed soon after the entrustment and paid on the agency fee's 实收日期, so the handler's
 * commission falls in the months the cases closed rather than only in the last few.
 */
function settledBills(seed: AgencySeed): PlannedBill[] {
  const { draw, today } = seed
  const cases = seed.ctx.db.table<Row>('ipr_case')
  return [...feesByCase(seed, [WRITTEN_OFF])].flatMap(([caseId, caseFees]) => {
    const owner = cases.get(caseId)!
    const agency = caseFees.find((fee) => fee.feeCategory === '2' && fee.receivedDate)
    if (owner.contractId || !agency) return []
    const billDate = workingDayBy(addDays(textOf(owner.entrustDate), draw.int(3, 25)), today)
    const paidOn = workingDayBy(textOf(agency.receivedDate), today)
    return [{ owner, billDate, caseFees, draw, receiptDate: paidOn > billDate ? paidOn : billDate }]
  })
}

/** A bill to lay out: its case, day and fees, the stream it draws from, and for a settled case the day it was paid. */
interface PlannedBill {
  owner: Row
  billDate: string
  caseFees: Row[]
  draw: Draw
  receiptDate?: string
}

/** The receipts paying the bills: of open cases, and of settled ones (drawn from `settled`'s own stream). */
export interface BillReceipts {
  open: ReceiptDraft[]
  settled: ReceiptDraft[]
}

/**
 * A bill for every case whose fees the fee seed shows as billed (已请款) or collected (已收款): the collected fees
 * first, so the receipt of their sum settles exactly them. Bills with nothing collected are 已发送, the newest ones
 * sometimes still 草稿; the receipts answered here make the rest 部分收款 or 已结清 once they are in. Settled cases
 * outside contracts get theirs too, paid in full.
 */
export function seedBills(seed: AgencySeed, settled: AgencySeed): BillReceipts {
  const { ctx, draw, today } = seed
  const number = createNumberer()
  const cases = ctx.db.table<Row>('ipr_case')
  const planned: PlannedBill[] = [...feesByCase(seed, [BILLED, COLLECTED])].map(([caseId, caseFees]) => {
    const owner = cases.get(caseId)!
    const billDate = workingDayBy(addDays(textOf(owner.entrustDate), draw.int(3, 25)), today)
    return { owner, billDate, caseFees, draw }
  })
  planned.push(...settledBills(settled))
  planned.sort((a, b) => a.billDate.localeCompare(b.billDate))
  const drafts: BillReceipts = { open: [], settled: [] }
  for (const { owner, billDate, caseFees, draw, receiptDate } of planned) {
    const paid = (fee: Row) => [COLLECTED, WRITTEN_OFF].includes(textOf(fee.feeStatus))
    const lines = [...caseFees].sort((a, b) => Number(paid(b)) - Number(paid(a)))
    const collected = lines.filter(paid)
    const handler = textOf(owner.handler ?? 'caolihua')
    const createTime = `${billDate} 15:00:00`
    const bill = ctx.db.table('ipr_bill').insert({
      id: ctx.id(),
      billNo: number('ZD', billDate),
      caseId: owner.id,
      customerId: owner.customerId,
      contractId: owner.contractId ?? null,
      billDate,
      dueDate: addDays(billDate, 30),
      ...billTotals(lines),
      billStatus: collected.length === 0 && addDays(billDate, 7) > today && draw.chance(0.5) ? '0' : '1',
      sendWay: draw.pick(['1', '1', '2', '3']),
      remark: null,
      sysOrgCode: seed.orgCodeOf(handler),
      ...audit(createTime, handler),
    })
    addBillLines(ctx.db, String(bill.id), lines, audit(createTime, handler))
    // The fee seed's 已收款 and 已核销 stay: the bill's receipt below settles exactly those lines.
    for (const fee of collected) ctx.db.table<Row>('ipr_expense').update(fee.id, { feeStatus: fee.feeStatus })
    if (collected.length > 0) {
      drafts[receiptDate ? 'settled' : 'open'].push({
        customerId: owner.customerId,
        billId: bill.id,
        receiptDate: receiptDate ?? workingDayBy(addDays(billDate, draw.int(5, 40)), today),
        amount: toYuan(collected.reduce((sum, fee) => sum + cents(fee.amount), 0)),
        returnType: draw.pick(['4', '5', '5', '6', '7']),
        claimer: handler,
      })
    }
  }
  return drafts
}
