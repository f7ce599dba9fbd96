import { formatDate } from '../../../kernel/db/time'
import type { Row } from '../../../kernel/db/table'
import type { RequestContext } from '../../../kernel/routes/route'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { department, flagScope, mine } from '../../../kernel/crud/scope'
import { isRefusal } from '../../agency/resources/ipr-approval'
import { withOrgCode } from '../../agency/resources/ipr-common'
import { withNumber } from '../../agency/resources/ipr-fill-number'
import { cents, toYuan, yuanText } from '../../agency/resources/ipr-money'
import { receivedOn, refreshSettled } from '../../agency/resources/ipr-settlement'
import { controllerResource } from '../../../kernel/crud/entity-resource'

const LINKS = ['contractId', 'planId', 'billId'] as const

const others = (existing: Row | undefined) => (existing ? [String(existing.id)] : [])

/** The plan row a contract receipt settles: the one named, else the contract's first row with money still open. */
function planOf(context: RequestContext, contractId: string, existing: Row | undefined): Row | undefined {
  return context.db
    .table<Row>('ipr_contract_plan')
    .list((row) => row.contractId === contractId)
    .sort((a, b) => Number(a.period) - Number(b.period))
    .find((row) => cents(row.planAmount) > receivedOn(context.db, 'planId', String(row.id), others(existing)))
}

const tooMuch = (amount: number, what: string, open: number) =>
  failure(`收款金额 ${yuanText(amount)} 元超过${what}未收金额 ${yuanText(open)} 元，请核对后再保存`)

/**
 * A payer other than the customer of the contract or bill the money settles is refused, as JeecgBoot's service
 * throws a JeecgBootException: switching it silently would book the money to a customer the clerk did not choose.
 */
function otherPayer(
  context: RequestContext,
  chosen: string,
  owner: string,
  what: string,
): ResultBody<null> | undefined {
  if (!chosen || chosen === owner) return undefined
  const name = (id: string) => textOf(context.db.table<Row>('ipr_customer').get(id)?.customerName) || id
  return failure(`付款客户「${name(chosen)}」不是${what}的客户「${name(owner)}」，请核对后再保存`)
}

/**
 * The receipt's links and the refusal of more money than is open: on the plan row (and so the contract) and on the
 * bill. The customer is the contract's or bill's (left empty, it is filled from them; another one is refused); a
 * contract without a plan is held to its own amount.
 */
function settle(
  values: Record<string, unknown>,
  context: RequestContext,
  existing: Row | undefined,
): Record<string, unknown> | ResultBody<null> {
  const { db } = context
  const amount = cents(values.amount ?? existing?.amount)
  if (amount <= 0) return failure('收款金额必须大于0')
  const linked = (field: string) => textOf(values[field] ?? existing?.[field])
  // What a receipt settled is recomputed from the receipts: moving one to another contract or bill would leave the old
  // one counting money it no longer has.
  const moved = LINKS.find(
    (field) => existing && values[field] != null && textOf(values[field]) !== textOf(existing[field]),
  )
  if (moved) return failure('收款已核销到合同或账单，不能改挂；请删除后重新登记')
  let contractId = linked('contractId')
  let planId = linked('planId')
  const billId = linked('billId')
  let customerId = linked('customerId')
  if (planId) {
    const plan = db.table<Row>('ipr_contract_plan').get(planId)
    if (!plan) return failure('回款计划不存在')
    if (contractId && contractId !== textOf(plan.contractId)) {
      const name = (id: string) => textOf(db.table<Row>('ipr_contract').get(id)?.contractName) || id
      return failure(
        `回款计划「第${textOf(plan.period)}期 ${textOf(plan.planName)}」属于合同「${name(textOf(plan.contractId))}」，不是所选合同「${name(contractId)}」的回款计划`,
      )
    }
    contractId = textOf(plan.contractId)
  }
  if (contractId) {
    const contract = db.table<Row>('ipr_contract').get(contractId)
    if (!contract) return failure('合同不存在')
    const payer = otherPayer(
      context,
      customerId,
      textOf(contract.customerId),
      `合同「${textOf(contract.contractName)}」`,
    )
    if (payer) return payer
    customerId = textOf(contract.customerId)
    const plan = planId ? db.table<Row>('ipr_contract_plan').get(planId) : planOf(context, contractId, existing)
    const contractOpen = cents(contract.amount) - receivedOn(db, 'contractId', contractId, others(existing))
    if (plan) {
      planId = String(plan.id)
      const open = cents(plan.planAmount) - receivedOn(db, 'planId', planId, others(existing))
      const name = `回款计划「第${textOf(plan.period)}期 ${textOf(plan.planName)}」`
      if (amount > open) return tooMuch(amount, name, open)
    } else if (amount > contractOpen) return tooMuch(amount, `合同「${textOf(contract.contractName)}」`, contractOpen)
  }
  if (billId) {
    const bill = db.table<Row>('ipr_bill').get(billId)
    if (!bill) return failure('账单不存在')
    if (bill.billStatus === '4') return failure(`账单「${textOf(bill.billNo)}」已作废，不能收款`)
    if (contractId && customerId !== textOf(bill.customerId)) return failure('账单与合同不属于同一客户')
    const payer = otherPayer(context, customerId, textOf(bill.customerId), `账单「${textOf(bill.billNo)}」`)
    if (payer) return payer
    customerId = textOf(bill.customerId)
    const open = cents(bill.totalAmount) - receivedOn(db, 'billId', billId, others(existing))
    if (amount > open) return tooMuch(amount, `账单「${textOf(bill.billNo)}」`, open)
  }
  if (!customerId) return failure('请选择付款客户、合同或账单')
  return { ...values, customerId, contractId: contractId || null, planId: planId || null, billId: billId || null }
}

const sumOf = (context: RequestContext, table: string, field: string, receiptId: string, skip: (row: Row) => boolean) =>
  context.db
    .table<Row>(table)
    .list((row) => row.receiptId === receiptId && !skip(row))
    .reduce((sum, row) => sum + cents(row[field]), 0)

/**
 * `IprReceiptController`: money received. A receipt settles a contract's plan row and/or a bill; what is outstanding
 * there is the server's to work out, and a receipt larger than it is refused naming both amounts.
 */
export const iprReceiptResource: CrudResource = {
  ...controllerResource('ipr-receipt'),
  unique: [
    { field: 'receiptNo', message: '收款编号已存在' },
    { field: 'bankSerial', message: '银行流水号已登记过' },
  ],
  transient: ['refundedAmount', 'invoicedAmount'],
  defaultSort: { column: 'receiptDate', order: 'desc' },
  dataRulePage: 'ipr/ReceiptList',
  listScope: flagScope({ '1': mine('claimer'), '2': department('sysOrgCode') }),
  toJson(row, context) {
    const id = String(row.id)
    return {
      ...row,
      refundedAmount: toYuan(sumOf(context, 'ipr_refund', 'refundAmount', id, () => false)),
      invoicedAmount: toYuan(sumOf(context, 'ipr_invoice', 'amount', id, (invoice) => invoice.invoiceStatus === '3')),
    }
  },
  prepare(values, context, existing) {
    const settled = settle(values, context, existing)
    if (isRefusal(settled)) return settled
    const confirmed = { ...settled, confirmStatus: settled.confirmStatus ?? existing?.confirmStatus ?? '0' }
    return existing ? confirmed : withNumber(withOrgCode(confirmed, context), context, 'receiptNo', 'ipr_receipt_no')
  },
  afterSave(row, _body, context) {
    refreshSettled(context.db, row, formatDate(context.db.now()))
  },
  beforeDelete(ids, context) {
    const { db } = context
    const refunded = db.table<Row>('ipr_refund').first((row) => ids.includes(textOf(row.receiptId)))
    if (refunded) return failure('该收款已有退款记录，不能删除')
    const invoiced = db.table<Row>('ipr_invoice').first((row) => ids.includes(textOf(row.receiptId)))
    if (invoiced) return failure('该收款已开具发票，不能删除')
    const today = formatDate(db.now())
    for (const row of db.table<Row>('ipr_receipt').list((receipt) => ids.includes(String(receipt.id))))
      refreshSettled(db, row, today, ids)
  },
}
