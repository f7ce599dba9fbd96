import type { Row } from '../../../kernel/db/table'
import type { RequestContext } from '../../../kernel/routes/route'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { omit } from '../../../kernel/services/omit'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { department, flagScope, mine, type Scope } from '../../../kernel/crud/scope'
import { removeSubRows, replaceSubRows, subRows, type SubTable } from '../../../kernel/crud/sub-tables'
import { withOrgCode } from '../../agency/resources/ipr-common'
import { BPM_STATUS } from '../../agency/resources/ipr-contract'
import { cents, toYuan, yuanText } from '../../agency/resources/ipr-money'
import { withProcessInstance } from '../../agency/resources/ipr-approval'
import { underApproval } from './approval'
import { withNumber } from '../../agency/resources/ipr-fill-number'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `ipr_loan_status`: nothing paid back yet, some of it, all of it. */
export const LOAN_STATUS = { open: '0', partly: '1', cleared: '2' } as const

/** The repayments, saved in the loan's body and tied to it by loanId. */
export const LOAN_SUB_TABLES: readonly SubTable[] = [
  { listKey: 'iprLoanRepaymentList', entity: 'ipr-loan-repayment', foreignKey: 'loanId' },
]
const [REPAYMENTS] = LOAN_SUB_TABLES as [SubTable]

/** The columns the server keeps from the repayments and offsets; whatever a body says about them is ignored. */
const FIGURES = ['repaidAmount', 'offsetAmount', 'balance', 'repayStatus'] as const

/** What an approval agreed to. */
const APPROVED_TERMS = ['borrower', 'loanDate', 'loanAmount'] as const

/** Reimbursements whose offset counts against a loan: every one but a voided (已作废) one. */
const offsetting = (row: Row, loanId: string) => row.loanId === loanId && row.bpmStatus !== BPM_STATUS.void

/** What the loan figures read: the database alone, so the seed computes them as the server does. */
type Store = Pick<RequestContext, 'db'>

/** Cents repaid and offset on a loan; `exceptReimbursements` leaves out claims being rewritten or deleted. */
export function loanCents(
  { db }: Store,
  loanId: string,
  exceptReimbursements: ReadonlySet<string> = new Set(),
): { repaid: number; offset: number } {
  const repaid = db
    .table<Row>('ipr_loan_repayment')
    .list((row) => row.loanId === loanId)
    .reduce((sum, row) => sum + cents(row.repayAmount), 0)
  const offset = db
    .table<Row>('ipr_reimburse')
    .list((row) => offsetting(row, loanId) && !exceptReimbursements.has(String(row.id)))
    .reduce((sum, row) => sum + cents(row.offsetAmount), 0)
  return { repaid, offset }
}

/** What is still owed on a loan, in cents, never below nothing. */
export function openCents(context: Store, loan: Row, exceptReimbursements?: ReadonlySet<string>): number {
  const { repaid, offset } = loanCents(context, String(loan.id), exceptReimbursements)
  return Math.max(0, cents(loan.loanAmount) - repaid - offset)
}

/**
 * Stores a loan's repaid and offset sums, its balance and its state (未还 · 部分归还 · 已还清), computed from its
 * repayments and the reimbursements set against it.
 */
export function storeLoanFigures(context: Store, loanId: string, exceptReimbursements?: ReadonlySet<string>) {
  const loans = context.db.table<Row>('ipr_loan')
  const loan = loans.get(loanId)
  if (!loan) return
  const { repaid, offset } = loanCents(context, loanId, exceptReimbursements)
  const balance = Math.max(0, cents(loan.loanAmount) - repaid - offset)
  const repayStatus =
    repaid + offset === 0 ? LOAN_STATUS.open : balance === 0 ? LOAN_STATUS.cleared : LOAN_STATUS.partly
  loans.update(loanId, {
    repaidAmount: toYuan(repaid),
    offsetAmount: toYuan(offset),
    balance: toYuan(balance),
    repayStatus,
  })
}

/**
 * The repayments the save leaves plus what reimbursements already offset may not exceed the amount the save
 * leaves: a loan is never paid back more than once.
 */
export function overRepaid(
  context: RequestContext,
  body: Record<string, unknown>,
  existing: Row | undefined,
): ResultBody<null> | undefined {
  const rows: unknown[] = Array.isArray(body[REPAYMENTS.listKey])
    ? (body[REPAYMENTS.listKey] as unknown[])
    : existing
      ? subRows(context, REPAYMENTS, String(existing.id))
      : []
  const repaid = rows.reduce<number>((sum, row) => sum + cents((row as Row).repayAmount), 0)
  const offset = existing ? loanCents(context, String(existing.id)).offset : 0
  const amount = cents(body.loanAmount ?? existing?.loanAmount)
  if (repaid + offset <= amount) return undefined
  return failure(
    `还款合计 ${yuanText(repaid)} 元加已冲销 ${yuanText(offset)} 元超过借款金额 ${yuanText(amount)} 元，请核对还款记录`,
  )
}

/** 我的可冲抵借款: the signed-in user's approved loans with something still owed (the reimbursement form's choice). */
const openOfMine: Scope = (context) => {
  const isMine = mine('borrower')(context)
  return (row) => isMine(row) && row.bpmStatus === BPM_STATUS.done && row.repayStatus !== LOAN_STATUS.cleared
}

/** The borrower of a new loan is the signed-in user unless the form names someone, the department theirs. */
function withBorrower(values: Record<string, unknown>, context: RequestContext): Record<string, unknown> {
  const borrower = textOf(values.borrower) || context.user?.username || null
  const orgCode = context.db.table<Row>('sys_user').first((user) => user.username === borrower)?.orgCode ?? null
  return { ...values, borrower, dept: values.dept || orgCode }
}

/**
 * `IprLoanController`: cash advances with their repayments. The repayment state is the server's, from the
 * repayments and the reimbursements offset against the loan; a loan under approval cannot change.
 */
export const iprLoanResource: CrudResource = {
  ...controllerResource('ipr-loan'),
  rules: { loanReason: [['maxChars', 500]] },
  unique: [{ field: 'loanNo', message: '借款单号已存在' }],
  transient: LOAN_SUB_TABLES.map((sub) => sub.listKey),
  generated: ['bpmStatus'],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/LoanList',
  listScope: flagScope({ '1': mine('borrower'), '2': department('sysOrgCode'), '3': openOfMine }),
  toJson: withProcessInstance('ipr_loan'),
  prepare(values, context, existing) {
    if (underApproval(existing)) return failure('借款正在审批中，不能修改')
    const rest = omit(values, 'bpmStatus', ...FIGURES)
    // After approval only the repayments are recorded: what was approved stays as it was.
    const approved = existing?.bpmStatus === BPM_STATUS.done
    if (
      approved &&
      APPROVED_TERMS.some((field) => field in rest && rest[field] !== null && rest[field] !== existing[field])
    )
      return failure('借款已审批通过，借款人、日期和金额不能修改')
    if (existing) return rest
    const numbered = withNumber(withBorrower(withOrgCode(rest, context), context), context, 'loanNo', 'ipr_loan_no')
    return { ...numbered, bpmStatus: BPM_STATUS.draft }
  },
  afterSave(row, body, context) {
    if (Array.isArray(body[REPAYMENTS.listKey])) replaceSubRows(context, LOAN_SUB_TABLES, String(row.id), body)
    storeLoanFigures(context, String(row.id))
  },
  beforeDelete(ids, context) {
    const claim = context.db
      .table<Row>('ipr_reimburse')
      .first((row) => ids.includes(textOf(row.loanId)) && row.bpmStatus !== BPM_STATUS.void)
    if (claim) {
      const loan = context.db.table<Row>('ipr_loan').get(textOf(claim.loanId))
      return failure(`借款「${textOf(loan?.loanNo)}」已被报销单「${textOf(claim.reimburseNo)}」冲抵，不能删除`)
    }
    removeSubRows(context, LOAN_SUB_TABLES, ids)
  },
}
