import type { Database } from '../../../kernel/db/database'
import type { Row } from '../../../kernel/db/table'
import { formatDate } from '../../../kernel/db/time'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import { BPM_STATUS } from './ipr-contract'
import { cents, toYuan } from './ipr-money'

/** `ipr_fee_ledger_status` of a fee paid out for the customer: 待缴, 已申请用款 (money asked for), 已缴. */
export const FEE_PAY = { waiting: '0', asked: '1', paid: '2' } as const
/** `ipr_fee_advance`: who advanced the money the customer still owes back (the firm, or an employee's claim). */
export const ADVANCE = { firm: '1', employee: '2' } as const

/** Agency fees are the firm's own income: nothing is paid out for them. */
export const paysOut = (fee: Record<string, unknown>) => textOf(fee.feeCategory) !== '2'

/** One record that pays a fee: its name in a message, whether its money went out, and who paid it. */
interface Payment {
  id: string
  name: string
  paid: boolean
  payer: string | null
  advance: string
  date: string | null
}

/**
 * The records paying one fee: a 用款申请 (not voided), a 缴费 record (not given up), a 报销 line (of a claim not
 * voided). The firm advanced the first two, the employee the claim, whose money went out before the claim was made.
 */
export function paymentsOf(db: Database, expenseId: string): Payment[] {
  const requisitions = db
    .table<Row>('ipr_requisition')
    .list((row) => row.expenseId === expenseId && row.bpmStatus !== BPM_STATUS.void)
    .map((row) => ({
      id: String(row.id),
      name: `用款申请「${textOf(row.reqNo)}」`,
      paid: row.payStatus === '1',
      payer: textOf(row.applicant) || null,
      advance: ADVANCE.firm,
      date: textOf(row.payDate) || null,
    }))
  const payments = db
    .table<Row>('ipr_info')
    .list((row) => row.expenseId === expenseId && row.iprFlag === '5' && !['3', '4'].includes(textOf(row.payStatus)))
    .map((row) => ({
      id: String(row.id),
      name: `缴费记录「${textOf(row.iprNo) || textOf(row.iprName)}」`,
      paid: row.payStatus === '1',
      payer: textOf(row.handler) || null,
      advance: ADVANCE.firm,
      date: textOf(row.payDate) || null,
    }))
  const claims = db
    .table<Row>('ipr_reimburse_item')
    .list((row) => row.expenseId === expenseId)
    .flatMap((line) => {
      const claim = db.table<Row>('ipr_reimburse').get(textOf(line.reimburseId))
      if (!claim || claim.bpmStatus === BPM_STATUS.void) return []
      return [
        {
          id: String(line.id),
          name: `报销单「${textOf(claim.reimburseNo)}」`,
          paid: true,
          payer: textOf(claim.applicant) || null,
          advance: ADVANCE.employee,
          date: textOf(line.expenseDate) || null,
        },
      ]
    })
  return [...requisitions, ...payments, ...claims]
}

/**
 * The fee a paying record names: it must exist, belong to the record's case when the record names one (a message
 * names both), be one paid out for the customer, and be paid by no other record (the first one is named) nor
 * marked 已缴 already when the record links it anew.
 * `self` is the paying record's own id (a claim's: its lines' ids), which does not count against it.
 */
export function feeLinkProblem(
  db: Database,
  expenseId: string,
  caseId: string,
  self: string | readonly string[] | undefined,
): ResultBody<null> | Row {
  const own = typeof self === 'string' ? [self] : (self ?? [])
  const fee = db.table<Row>('ipr_expense').get(expenseId)
  if (!fee) return failure('关联费用不存在')
  const feeName = `费用「${textOf(fee.feeName)}」`
  if (!paysOut(fee)) return failure(`${feeName}是代理费，不需要缴纳`)
  if (caseId && textOf(fee.caseId) !== caseId) {
    const caseNo = (id: string) => textOf(db.table<Row>('ipr_case').get(id)?.caseNo) || id
    return failure(`${feeName}属于案件「${caseNo(textOf(fee.caseId))}」，不是所选案件「${caseNo(caseId)}」的费用`)
  }
  const payments = paymentsOf(db, expenseId)
  const first = payments.find((payment) => !own.includes(payment.id))
  if (first) return failure(`${feeName}已由${first.name}缴纳，不能重复缴费`)
  // A fee marked 已缴 with no record paying it (paid before the ledger, or by hand) cannot be linked anew either.
  const linked = payments.some((payment) => own.includes(payment.id))
  if (!linked && fee.payStatus === FEE_PAY.paid) {
    const when = textOf(fee.paidDate) ? `于${textOf(fee.paidDate)}` : ''
    return failure(`${feeName}已${when}缴纳，不能重复缴费`)
  }
  return fee
}

/**
 * A fee's 缴费状态, 缴费人, 垫付方 and 实付日期 worked out again from the records paying it (`leaving` are about to
 * be deleted): 已缴 once one's money went out, 已申请用款 while one asks for it, else 待缴.
 */
export function refreshFeePayment(db: Database, expenseId: string, leaving: readonly string[] = []): void {
  const fee = db.table<Row>('ipr_expense').get(expenseId)
  if (!fee || !paysOut(fee)) return
  const live = paymentsOf(db, expenseId).filter((payment) => !leaving.includes(payment.id))
  const paid = live.find((payment) => payment.paid)
  db.table<Row>('ipr_expense').update(expenseId, {
    payStatus: paid ? FEE_PAY.paid : live.length > 0 ? FEE_PAY.asked : FEE_PAY.waiting,
    payer: paid?.payer ?? null,
    advance: paid?.advance ?? null,
    paidDate: paid ? (paid.date ?? formatDate(db.now())) : null,
  })
}

/** 已收款 (2) and 已核销 (4): the customer has paid the fee back. */
const repaid = (fee: Row) => ['2', '4'].includes(textOf(fee.feeStatus))

/**
 * What a case's or a customer's fees (`field` caseId or customerId) leave open: 垫付未收, money paid out for the
 * customer and not yet paid back, and 待请款, fees not yet on a bill. The server's figures, never stored.
 */
export function feeFigures(db: Database, field: 'caseId' | 'customerId', id: string) {
  const fees = db.table<Row>('ipr_expense').list((fee) => fee[field] === id)
  const sum = (rows: Row[]) => toYuan(rows.reduce((total, fee) => total + cents(fee.amount), 0))
  return {
    advancedAmount: sum(fees.filter((fee) => fee.payStatus === FEE_PAY.paid && !repaid(fee))),
    unbilledAmount: sum(fees.filter((fee) => textOf(fee.feeStatus) === '0')),
  }
}
