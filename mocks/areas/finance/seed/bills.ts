import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { addBillLines, billTotals } from '../resources/ipr-bill'
import { cents, toYuan } from '../../agency/resources/ipr-money'
import { audit } from '../../../kernel/seed/context'
import type { ReceiptDraft } from './receipts'
import { addDays, createNumberer, type AgencySeed } from '../../agency/seed/support'
import { workingDayBy } from '../../agency/seed/working-days'

/**
 * A bill for every case whose fees the fee seed shows as billed (已请款) or collected (已收款): the collected fees
 * first, so the receipt of their sum settles exactly them. Bills with nothing collected are 已发送, the newest ones
 * sometimes still 草稿; the receipts answered here make the rest 部分收款 or 已结清 once they are in.
 */
export function seedBills(seed: AgencySeed): ReceiptDraft[] {
  const { ctx, draw, today } = seed
  const number = createNumberer()
  const fees = ctx.db.table<Row>('ipr_expense').list((fee) => ['1', '2'].includes(textOf(fee.feeStatus)))
  const byCase = new Map<string, Row[]>()
  for (const fee of fees) byCase.set(textOf(fee.caseId), [...(byCase.get(textOf(fee.caseId)) ?? []), fee])
  const cases = ctx.db.table<Row>('ipr_case')
  const planned = [...byCase].map(([caseId, caseFees]) => {
    const owner = cases.get(caseId)!
    const billDate = workingDayBy(addDays(textOf(owner.entrustDate), draw.int(3, 25)), today)
    return { owner, billDate, caseFees }
  })
  planned.sort((a, b) => a.billDate.localeCompare(b.billDate))
  const drafts: ReceiptDraft[] = []
  for (const { owner, billDate, caseFees } of planned) {
    const lines = [...caseFees].sort((a, b) => Number(b.feeStatus === '2') - Number(a.feeStatus === '2'))
    const collected = lines.filter((fee) => fee.feeStatus === '2')
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
    // The fee seed's 已收款 stays: the bill's receipt below settles exactly those lines.
    for (const fee of collected) ctx.db.table<Row>('ipr_expense').update(fee.id, { feeStatus: '2' })
    if (collected.length > 0) {
      drafts.push({
        customerId: owner.customerId,
        billId: bill.id,
        receiptDate: workingDayBy(addDays(billDate, draw.int(5, 40)), today),
        amount: toYuan(collected.reduce((sum, fee) => sum + cents(fee.amount), 0)),
        returnType: draw.pick(['4', '5', '5', '6', '7']),
        claimer: handler,
      })
    }
  }
  return drafts
}
