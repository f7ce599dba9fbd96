import type { Database } from '../../../kernel/db/database'
import type { Row } from '../../../kernel/db/table'
import { omit } from '../../../kernel/services/omit'
import { failure } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import type { SubTable } from '../../../kernel/crud/sub-tables'
import { department, flagScope, overdue } from '../../../kernel/crud/scope'
import { withOrgCode } from '../../agency/resources/ipr-common'
import { withNumber } from '../../agency/resources/ipr-fill-number'
import { cents, toYuan } from '../../agency/resources/ipr-money'
import { refreshBill } from '../../agency/resources/ipr-settlement'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `ipr_bill_status`: 草稿, 已发送, 部分收款, 已结清, 已作废. */
export const BILL_STATUS = { draft: '0', sent: '1', part: '2', paid: '3', void: '4' } as const

/** A bill nobody needs to chase: paid in full, or void. */
const SETTLED: readonly string[] = [BILL_STATUS.paid, BILL_STATUS.void]
/** The states a clerk sets; 部分收款 and 已结清 follow from the receipts. */
const CHOSEN_BY_HAND: readonly string[] = [BILL_STATUS.draft, BILL_STATUS.sent, BILL_STATUS.void]

export const BILL_LINES: SubTable = { listKey: 'iprBillLineList', entity: 'ipr-bill-line', foreignKey: 'billId' }

const linesOf = (db: Database, billId: string) => db.table<Row>('ipr_bill_line').list((row) => row.billId === billId)

/** What the server works out from the case, the lines and the receipts: a save never sets them. */
const COMPUTED = [
  'customerId',
  'officialFeeTotal',
  'agencyFeeTotal',
  'otherFeeTotal',
  'totalAmount',
  'receivedAmount',
  'outstandingAmount',
] as const

/** Fees on a bill that is not void are billed; a fee waiting to be billed (待请款) and on no such bill is open. */
export function unbilledFees(db: Database, caseId: string): Row[] {
  const live = new Set(
    db
      .table<Row>('ipr_bill')
      .list((bill) => bill.billStatus !== BILL_STATUS.void)
      .map((bill) => String(bill.id)),
  )
  const billed = new Set(
    db
      .table<Row>('ipr_bill_line')
      .list((line) => live.has(textOf(line.billId)))
      .map((line) => textOf(line.expenseId)),
  )
  return db
    .table<Row>('ipr_expense')
    .list((fee) => fee.caseId === caseId && fee.feeStatus === '0' && !billed.has(String(fee.id)))
}

/** A bill's totals by fee category: 官费 (1), 代理费 (2), the rest (第三方费用, 其他). */
export function billTotals(fees: readonly Row[]) {
  const sum = (test: (category: string) => boolean) =>
    fees.filter((fee) => test(textOf(fee.feeCategory))).reduce((total, fee) => total + cents(fee.amount), 0)
  const total = sum(() => true)
  return {
    officialFeeTotal: toYuan(sum((category) => category === '1')),
    agencyFeeTotal: toYuan(sum((category) => category === '2')),
    otherFeeTotal: toYuan(sum((category) => !['1', '2'].includes(category))),
    totalAmount: toYuan(total),
    receivedAmount: 0,
    outstandingAmount: toYuan(total),
  }
}

/** The bill's lines, one per fee in the order given; each fee becomes 已请款. */
export function addBillLines(db: Database, billId: string, fees: readonly Row[], stamp: Record<string, unknown>): void {
  fees.forEach((fee, index) => {
    db.table('ipr_bill_line').insert({
      billId,
      expenseId: String(fee.id),
      caseId: fee.caseId,
      feeCategory: fee.feeCategory,
      feeName: fee.feeName,
      amount: fee.amount,
      receivedAmount: 0,
      sortNo: index + 1,
      ...stamp,
    })
    db.table<Row>('ipr_expense').update(fee.id, { feeStatus: '1' })
  })
}

/** A voided or deleted bill gives its fees back: they wait to be billed again. */
function releaseFees(db: Database, billId: string): void {
  for (const line of linesOf(db, billId))
    db.table<Row>('ipr_expense').updateWhere((fee) => fee.id === line.expenseId && fee.feeStatus === '1', {
      feeStatus: '0',
    })
}

/**
 * `IprBillController`: bills to customers. A new bill draws its lines from the case's fees still waiting to be billed;
 * the totals, the received and outstanding amounts and the states 部分收款 / 已结清 are the server's, from the lines and
 * the receipts. A bill with money received can be neither voided nor deleted.
 */
export const iprBillResource: CrudResource = {
  ...controllerResource('ipr-bill'),
  unique: [{ field: 'billNo', message: '账单编号已存在' }],
  defaultSort: { column: 'billDate', order: 'desc' },
  dataRulePage: 'ipr/BillList',
  listScope: flagScope({
    '2': department('sysOrgCode'),
    '3': overdue('dueDate', (row) => SETTLED.includes(textOf(row.billStatus))),
  }),
  prepare(values, context, existing) {
    const { db } = context
    const status = textOf(values.billStatus ?? existing?.billStatus ?? BILL_STATUS.draft)
    const chosen = CHOSEN_BY_HAND.includes(status) ? status : textOf(existing?.billStatus ?? BILL_STATUS.sent)
    if (existing) {
      if (values.caseId != null && textOf(values.caseId) !== textOf(existing.caseId))
        return failure('账单的案件不能更改；请作废后为新案件另开账单')
      if (existing.billStatus === BILL_STATUS.void && chosen !== BILL_STATUS.void)
        return failure('已作废的账单不能恢复，请重新开具账单')
      if (chosen === BILL_STATUS.void && cents(existing.receivedAmount) > 0)
        return failure(`账单「${textOf(existing.billNo)}」已有收款，不能作废`)
      return { ...omit(values, ...COMPUTED), billStatus: chosen }
    }
    const owner = db.table<Row>('ipr_case').get(textOf(values.caseId))
    if (!owner) return failure('关联案件不存在')
    const fees = unbilledFees(db, String(owner.id))
    if (fees.length === 0) return failure(`案件「${textOf(owner.caseNo)}」没有待请款的费用`)
    const filled = {
      ...values,
      ...billTotals(fees),
      customerId: owner.customerId,
      contractId: values.contractId ?? owner.contractId ?? null,
      billStatus: chosen,
    }
    return withNumber(withOrgCode(filled, context), context, 'billNo', 'ipr_bill_no')
  },
  afterSave(row, _body, context) {
    const { db } = context
    const id = String(row.id)
    if (linesOf(db, id).length === 0)
      addBillLines(db, id, unbilledFees(db, textOf(row.caseId)), {
        createBy: row.createBy,
        createTime: row.createTime,
      })
    if (row.billStatus === BILL_STATUS.void) releaseFees(db, id)
    else refreshBill(db, id)
  },
  beforeDelete(ids, context) {
    const { db } = context
    const paid = db.table<Row>('ipr_receipt').first((row) => ids.includes(textOf(row.billId)))
    if (paid) return failure('账单已有收款记录，不能删除')
    for (const id of ids) {
      const bill = db.table<Row>('ipr_bill').get(id)
      if (bill && bill.billStatus !== BILL_STATUS.void) releaseFees(db, id)
      db.table<Row>('ipr_bill_line').purgeWhere((line) => line.billId === id)
    }
  },
}
