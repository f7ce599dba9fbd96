import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { cents, toYuan } from '../../agency/resources/ipr-money'
import { audit } from '../../../kernel/seed/context'
import { addDays, createNumberer, type AgencySeed } from '../../agency/seed/support'
import { workingDayBy } from '../../agency/seed/working-days'

/** Why money went back, with the share of the receipt it usually is. */
const CAUSES: ReadonlyArray<readonly [reason: string, desc: string, share: number]> = [
  ['1', '申请被驳回，按合同约定退还部分代理费', 0.5],
  ['2', '客户取消委托，退还未发生的费用', 0.8],
  ['3', '客户重复付款，全额退回', 1],
  ['4', '官费减缴备案通过，退还多收的官费差额', 0.3],
]

/** About fifteen refunds from receipts of the last year; the two newest still wait for approval. */
export function seedRefunds(seed: AgencySeed, receipts: readonly Row[]): void {
  const { ctx, draw, today } = seed
  const number = createNumberer()
  const yearAgo = addDays(today, -365)
  const recent = receipts.filter((receipt) => textOf(receipt.receiptDate) >= yearAgo)
  const chosen = new Set<Row>()
  while (chosen.size < Math.min(15, recent.length)) chosen.add(draw.pick(recent))
  const sorted = [...chosen].sort((a, b) => textOf(a.receiptDate).localeCompare(textOf(b.receiptDate)))
  for (const [index, receipt] of sorted.entries()) {
    const [refundReason, reasonDesc, share] = draw.pick(CAUSES)
    const received = textOf(receipt.receiptDate)
    // The two newest are asked for within the last week (never before their receipt), so the approval list has
    // refunds waiting on any day.
    const waiting = index >= sorted.length - 2
    const lastWeek = addDays(today, -draw.int(1, 6))
    const asked = waiting ? (received > lastWeek ? received : lastWeek) : addDays(received, draw.int(5, 30))
    const applied = workingDayBy(asked, today)
    const done = !waiting && addDays(applied, 7) < today
    const applicant = textOf(receipt.claimer)
    ctx.db.table('ipr_refund').insert({
      id: ctx.id(),
      refundNo: number('TK', applied),
      receiptId: receipt.id,
      customerId: receipt.customerId,
      contractId: receipt.contractId,
      refundReason,
      reasonDesc,
      refundAmount: toYuan(cents(Number(receipt.amount) * share)),
      refundWay: receipt.returnType,
      payeeName: receipt.payerName,
      payeeAccount: null,
      applicant,
      refundDate: done ? workingDayBy(addDays(applied, draw.int(2, 6)), today) : null,
      refundStatus: done ? '1' : '0',
      bpmStatus: done ? '3' : '1',
      sysOrgCode: seed.orgCodeOf(applicant),
      ...audit(`${applied} 11:00:00`, applicant),
    })
  }
}
