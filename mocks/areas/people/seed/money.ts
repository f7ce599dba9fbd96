import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { cents } from '../../agency/resources/ipr-money'
import { storeLoanFigures } from '../resources/loan'
import { audit } from '../../../kernel/seed/context'
import { addDays, createNumberer, hundreds, type AgencySeed } from '../../agency/seed/support'
import { PEOPLE_STAFF } from './staff'

const LOAN_REASONS = ['出差借支', '代垫官费备用金', '客户拜访差旅借款', '展会参展备用金', '办公用品采购借款'] as const

/** A line's amount by its type, in yuan: the sizes such a receipt has. */
const LINE_AMOUNT: Readonly<Record<string, (seed: AgencySeed) => number>> = {
  '1': ({ draw }) => hundreds(draw, 300, 3000),
  '2': ({ draw }) => draw.int(1500, 12000) / 100,
  '3': ({ draw }) => hundreds(draw, 200, 2000),
  '4': ({ draw }) => draw.int(5000, 80000) / 100,
  '5': ({ draw }) => draw.pick([100, 150, 200]),
  '6': ({ draw }) => draw.int(12, 60),
  '7': ({ draw }) => draw.pick([270, 300, 900]),
}
const LINE_TEXT: Readonly<Record<string, string>> = {
  '1': '高铁票及住宿',
  '2': '打车费',
  '3': '客户接待餐费',
  '4': '办公耗材',
  '5': '手机话费补贴',
  '6': '寄送证书快递费',
  '7': '代客户缴纳官费',
}

interface SeededLoan {
  row: Row
  /** Cents still owed as the seed walks forward in time. */
  open: number
}

/**
 * Loans of the staff over the last year, then their expense claims (some set against an approved loan up to what
 * it still owes), then cash repayments of older loans; each loan's figures are computed as the server computes them.
 */
export function seedReimbursementsAndLoans(seed: AgencySeed, cases: readonly Row[]): void {
  const { ctx, draw } = seed
  const loanNo = createNumberer()
  const loans: SeededLoan[] = PEOPLE_STAFF.flatMap((borrower) => [
    { borrower, days: draw.int(120, 360) },
    { borrower, days: draw.int(3, 200) },
  ])
    .sort((a, b) => b.days - a.days)
    .map(({ borrower, days }, index, all) => {
      const createTime = seed.daysAgo(days)
      const loanDate = createTime.slice(0, 10)
      const amount = hundreds(draw, 2000, 10000)
      const row = ctx.db.table('ipr_loan').insert({
        id: ctx.id(),
        loanNo: loanNo('JK', loanDate),
        borrower,
        dept: seed.orgCodeOf(borrower),
        loanDate,
        loanAmount: amount,
        loanReason: draw.pick(LOAN_REASONS),
        expectRepayDate: addDays(loanDate, 60),
        repaidAmount: 0,
        offsetAmount: 0,
        balance: amount,
        repayStatus: '0',
        payAccount: `6222 0200 ${draw.digits(4)} ${draw.digits(4)}`,
        // Loans of the last ten days, and always the newest, are still drafts (待提交).
        bpmStatus: days > 10 && index < all.length - 1 ? '3' : '1',
        sysOrgCode: seed.orgCodeOf(borrower),
        ...audit(createTime, borrower),
      })
      return { row, open: cents(amount) }
    })

  const claimNo = createNumberer()
  for (let index = 0; index < 72; index += 1) {
    const days = 360 - index * 5 - draw.int(0, 3)
    const applicant = draw.pick(PEOPLE_STAFF)
    const createTime = seed.daysAgo(days)
    const applyDate = createTime.slice(0, 10)
    const reimburseType = draw.pick(['1', '1', '2', '3', '4', '5', '6', '7'])
    const id = ctx.id()
    const lines = Array.from({ length: draw.int(1, 4) }, (_, line) => {
      const expenseType = line === 0 ? reimburseType : draw.pick(['1', '2', '6'])
      return {
        id: ctx.id(),
        reimburseId: id,
        expenseDate: addDays(applyDate, -draw.int(1, 20)),
        expenseType,
        amount: LINE_AMOUNT[expenseType](seed),
        invoiceNo: draw.digits(20),
        description: LINE_TEXT[expenseType],
        attachment: null,
        ...audit(createTime, applicant),
      }
    })
    const total = lines.reduce((sum, line) => sum + cents(line.amount), 0)
    const loan = draw.chance(0.6)
      ? loans.find(
          ({ row, open }) =>
            row.borrower === applicant && row.bpmStatus === '3' && open > 0 && textOf(row.loanDate) < applyDate,
        )
      : undefined
    const offset = loan ? Math.min(total, loan.open) : 0
    if (loan) loan.open -= offset
    for (const line of lines) ctx.db.table('ipr_reimburse_item').insert(line)
    const caseId = reimburseType === '7' ? draw.pick(cases).id : null
    // The three newest claims are drafts: the seeded approvals in progress submit two, one stays 待提交.
    const bpmStatus = days > 15 || (draw.chance(0.5) && index < 69) ? '3' : '1'
    // 财务 pays an approved claim by bank transfer about a week after it was filed.
    const paidOn = addDays(applyDate, 7)
    const paid = bpmStatus === '3' && paidOn < seed.today
    ctx.db.table('ipr_reimburse').insert({
      id,
      reimburseNo: claimNo('BX', applyDate),
      applicant,
      dept: seed.orgCodeOf(applicant),
      applyDate,
      reimburseType,
      totalAmount: total / 100,
      loanId: loan?.row.id ?? null,
      offsetAmount: offset / 100,
      payAmount: (total - offset) / 100,
      payStatus: paid ? '1' : '0',
      payDate: paid ? paidOn : null,
      payMethod: paid ? '5' : null,
      payBy: paid ? 'pengyuhang' : null,
      caseId,
      billCount: lines.length,
      remark: `${LINE_TEXT[reimburseType]}报销`,
      bpmStatus,
      sysOrgCode: seed.orgCodeOf(applicant),
      ...audit(createTime, applicant),
    })
  }

  for (const loan of loans) {
    const loanDate = textOf(loan.row.loanDate)
    if (loan.open > 0 && addDays(loanDate, 90) < seed.today && draw.chance(0.7)) {
      const repayDate = addDays(loanDate, draw.int(30, 90))
      const amount = draw.chance(0.6) ? loan.open : Math.floor(loan.open / 200) * 100
      ctx.db.table('ipr_loan_repayment').insert({
        id: ctx.id(),
        loanId: loan.row.id,
        repayDate,
        repayAmount: amount / 100,
        remark: amount === loan.open ? '现金还清' : '部分还款',
        ...audit(`${repayDate} 10:00:00`, 'admin'),
      })
    }
    storeLoanFigures(ctx, String(loan.row.id))
  }
}
