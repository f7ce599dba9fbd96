import type { Row } from '../../../kernel/db/table'
import type { RequestContext } from '../../../kernel/routes/route'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { omit } from '../../../kernel/services/omit'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { department, flagScope, mine } from '../../../kernel/crud/scope'
import { removeSubRows, replaceSubRows, subRows, type SubTable } from '../../../kernel/crud/sub-tables'
import { withOrgCode } from '../../agency/resources/ipr-common'
import { BPM_STATUS } from '../../agency/resources/ipr-contract'
import { cents, toYuan, yuanText } from '../../agency/resources/ipr-money'
import { isRefusal, withProcessInstance } from '../../agency/resources/ipr-approval'
import { feeLinkProblem, refreshFeePayment } from '../../agency/resources/fee-ledger'
import { underApproval } from './approval'
import { realnameOf } from './users'
import { openCents, storeLoanFigures } from './loan'
import { withNumber } from '../../agency/resources/ipr-fill-number'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** The lines of a claim, saved in its body and tied to it by reimburseId. */
export const REIMBURSE_SUB_TABLES: readonly SubTable[] = [
  { listKey: 'iprReimburseItemList', entity: 'ipr-reimburse-item', foreignKey: 'reimburseId' },
]
const [ITEMS] = REIMBURSE_SUB_TABLES as [SubTable]

/** The sums the server keeps from the lines and the offset. */
const FIGURES = ['totalAmount', 'payAmount'] as const

/** What 财务's 付款 records (routes.ts): no save of the claim sets it. */
export const PAYMENT = ['payStatus', 'payDate', 'payMethod', 'payBy'] as const

/** `ipr_pay_status` of a claim: 未支付 until 财务 pays it. */
export const PAY_STATUS = { waiting: '0', paid: '1' } as const

/** The lines a save leaves: the body's when it carries the list, else the stored ones. */
const linesOf = (context: RequestContext, body: Record<string, unknown>, existing: Row | undefined): Row[] =>
  Array.isArray(body[ITEMS.listKey])
    ? (body[ITEMS.listKey] as Row[])
    : existing
      ? subRows(context, ITEMS, String(existing.id))
      : []

const totalCents = (lines: readonly Row[]) => lines.reduce((sum, line) => sum + cents(line.amount), 0)

/**
 * 冲借款: an offset must name a loan of the applicant that was approved, and may take neither more than the claim
 * totals nor more than the loan still owes (this claim's own earlier offset given back first).
 */
export function offsetProblem(
  context: RequestContext,
  body: Record<string, unknown>,
  existing: Row | undefined,
): ResultBody<null> | undefined {
  const offset = cents(body.offsetAmount ?? existing?.offsetAmount)
  if (offset === 0) return undefined
  const loan = context.db.table<Row>('ipr_loan').get(textOf(body.loanId ?? existing?.loanId))
  if (!loan) return failure('请选择要冲抵的借款')
  const applicant = textOf(body.applicant ?? existing?.applicant) || context.user?.username
  if (loan.borrower !== applicant)
    return failure(`借款「${textOf(loan.loanNo)}」不是${realnameOf(context, applicant)}的借款，不能冲抵`)
  if (loan.bpmStatus !== BPM_STATUS.done) return failure(`借款「${textOf(loan.loanNo)}」尚未审批通过，不能冲抵`)
  const open = openCents(context, loan, new Set(existing ? [String(existing.id)] : []))
  if (open === 0) return failure(`借款「${textOf(loan.loanNo)}」已还清，不能再冲抵`)
  const total = totalCents(linesOf(context, body, existing))
  if (offset > total)
    return failure(`冲借款金额 ${yuanText(offset)} 元超过报销金额 ${yuanText(total)} 元，请调整后再保存`)
  if (offset > open)
    return failure(
      `冲借款金额 ${yuanText(offset)} 元超过借款「${textOf(loan.loanNo)}」的未还余额 ${yuanText(open)} 元，请调整后再保存`,
    )
  return undefined
}

/**
 * 报销明细 naming the case fee they paid (代垫官费): the claim names the case, each fee is one of that case's fees paid
 * out for the customer, named by one line only, and paid by no other record (the fee ledger names the first).
 */
export function feeLineProblem(
  context: RequestContext,
  body: Record<string, unknown>,
  existing: Row | undefined,
): ResultBody<null> | undefined {
  const fees = linesOf(context, body, existing)
    .map((line) => textOf(line.expenseId))
    .filter(Boolean)
  if (fees.length === 0) return undefined
  const caseId = textOf(body.caseId ?? existing?.caseId)
  if (!caseId) return failure('报销明细缴纳了案件费用，请选择关联案件')
  const twice = fees.find((fee, index) => fees.indexOf(fee) !== index)
  if (twice) {
    const name = textOf(context.db.table<Row>('ipr_expense').get(twice)?.feeName)
    return failure(`费用「${name}」在报销明细中出现了两次`)
  }
  const ownLines = existing ? subRows(context, ITEMS, String(existing.id)).map((line) => String(line.id)) : []
  for (const fee of fees) {
    const problem = feeLinkProblem(context.db, fee, caseId, ownLines)
    if (isRefusal(problem)) return problem
  }
  return undefined
}

/** The fees the lines of claims name, each worked out again once the lines change (`leaving`: lines going away). */
function refreshFees(context: RequestContext, expenseIds: Iterable<unknown>, leaving: readonly string[] = []) {
  for (const expenseId of new Set([...expenseIds].map(textOf)))
    if (expenseId) refreshFeePayment(context.db, expenseId, leaving)
}

/** The claimant of a new claim is the signed-in user unless the form names someone, the department theirs. */
function withApplicant(values: Record<string, unknown>, context: RequestContext): Record<string, unknown> {
  const applicant = textOf(values.applicant) || context.user?.username || null
  const orgCode = context.db.table<Row>('sys_user').first((user) => user.username === applicant)?.orgCode ?? null
  return { ...values, applicant, dept: values.dept || orgCode }
}

/** Every loan of a borrower gets its figures again: a claim may have moved its offset from one loan to another. */
function refreshLoansOf(context: RequestContext, borrower: unknown, exceptReimbursements?: ReadonlySet<string>) {
  for (const loan of context.db.table<Row>('ipr_loan').list((row) => row.borrower === borrower))
    storeLoanFigures(context, String(loan.id), exceptReimbursements)
}

/**
 * `IprReimburseController`: expense claims with their lines. The total is the sum of the lines and the amount paid
 * the total less the loan offset, both kept by the server; a claim under approval cannot change. 财务 pays an
 * approved claim once (付款, routes.ts), which records who paid it, when and how.
 */
export const iprReimburseResource: CrudResource = {
  ...controllerResource('ipr-reimburse'),
  rules: { remark: [['maxChars', 500]] },
  unique: [{ field: 'reimburseNo', message: '报销单号已存在' }],
  transient: REIMBURSE_SUB_TABLES.map((sub) => sub.listKey),
  generated: ['bpmStatus'],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/ReimburseList',
  listScope: flagScope({ '1': mine('applicant'), '2': department('sysOrgCode') }),
  toJson: withProcessInstance('ipr_reimburse'),
  prepare(values, context, existing) {
    if (underApproval(existing)) return failure('报销单正在审批中，不能修改')
    if (existing?.bpmStatus === BPM_STATUS.done) return failure('报销单已审批通过，不能修改')
    const rest = omit(values, 'bpmStatus', ...FIGURES, ...PAYMENT)
    if (existing) return rest
    const numbered = withNumber(
      withApplicant(withOrgCode(rest, context), context),
      context,
      'reimburseNo',
      'ipr_reimburse_no',
    )
    return { ...numbered, bpmStatus: BPM_STATUS.draft, payStatus: PAY_STATUS.waiting }
  },
  afterSave(row, body, context) {
    const id = String(row.id)
    if (Array.isArray(body[ITEMS.listKey])) {
      const before = subRows(context, ITEMS, id).map((line) => line.expenseId)
      replaceSubRows(context, REIMBURSE_SUB_TABLES, id, body)
      refreshFees(context, [...before, ...subRows(context, ITEMS, id).map((line) => line.expenseId)])
    }
    const total = totalCents(subRows(context, ITEMS, id))
    const offset = cents(row.offsetAmount)
    context.db.table<Row>('ipr_reimburse').update(id, {
      totalAmount: toYuan(total),
      payAmount: toYuan(total - offset),
    })
    refreshLoansOf(context, row.applicant)
  },
  beforeDelete(ids, context) {
    const gone = new Set(ids)
    const applicants = new Set(
      context.db
        .table<Row>('ipr_reimburse')
        .list((row) => gone.has(String(row.id)))
        .map((row) => row.applicant),
    )
    for (const applicant of applicants) refreshLoansOf(context, applicant, gone)
    const lines = ids.flatMap((id) => subRows(context, ITEMS, id))
    removeSubRows(context, REIMBURSE_SUB_TABLES, ids)
    refreshFees(
      context,
      lines.map((line) => line.expenseId),
      lines.map((line) => String(line.id)),
    )
  },
}
