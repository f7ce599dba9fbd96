import type { Row } from '../../../kernel/db/table'
import { failure } from '../../../kernel/services/result'
import { omit } from '../../../kernel/services/omit'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import type { RequestContext } from '../../../kernel/routes/route'
import { department, flagScope } from '../../../kernel/crud/scope'
import { approvalGuard, isRefusal, paidBeforeApproval, withProcessInstance } from '../../agency/resources/ipr-approval'
import { withOrgCode } from '../../agency/resources/ipr-common'
import { withNumber } from '../../agency/resources/ipr-fill-number'
import { cents, toYuan, yuanText } from '../../agency/resources/ipr-money'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { nameOf, sendEventMessage } from '../../message/event-messages'

const guard = approvalGuard('开票申请')

/** 数电专票 and 纸质专票 carry the buyer's tax number. */
const SPECIAL = ['2', '4']
const VOIDED = '3'
/** `ipr_invoice_status` 1 已开票 and 2 已寄出: the invoice exists. */
const ISSUED = ['1', '2']

/** An invoice issued: whoever asked for it hears its number (the message opens 开票申请 on it). */
function tellIssued(row: Row, context: RequestContext) {
  sendEventMessage(context.backend, {
    code: 'ipr_invoice_issued',
    data: {
      applicant: nameOf(context.backend, row.createBy),
      applyNo: textOf(row.applyNo),
      invoiceTitle: textOf(row.invoiceTitle),
      invoiceNo: textOf(row.invoiceNo) || '待补录',
      amount: textOf(row.amount),
    },
    receivers: [textOf(row.createBy)],
    record: { table: 'ipr_invoice', id: String(row.id), page: 'ipr/InvoiceList' },
    from: context.user?.username ?? null,
  })
}

/** The tax inside an amount with tax: amount − amount / (1 + rate), in cents. */
export const taxOf = (amountCents: number, rate: number) => amountCents - Math.round(amountCents / (1 + rate))

/**
 * `IprInvoiceController`: invoice requests under approval. The customer and contract follow the receipt invoiced;
 * the amounts without tax and the tax are the server's, from the amount with tax and the rate; a receipt is invoiced at
 * most once over; a special invoice needs the tax number and a mailed one its parcel.
 */
export const iprInvoiceResource: CrudResource = {
  ...controllerResource('ipr-invoice'),
  unique: [{ field: 'applyNo', message: '申请编号已存在' }],
  generated: ['bpmStatus'],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/InvoiceList',
  listScope: flagScope({ '2': department('sysOrgCode') }),
  prepare(values, context, existing) {
    const guarded = guard.prepare(values, existing)
    if (isRefusal(guarded)) return guarded
    const { db } = context
    const field = (name: string) => values[name] ?? existing?.[name]
    const issuing = ISSUED.includes(textOf(field('invoiceStatus'))) && !ISSUED.includes(textOf(existing?.invoiceStatus))
    if (paidBeforeApproval(issuing, existing)) return failure('开票申请审批通过后才能开票')
    const amount = cents(field('amount'))
    if (amount <= 0) return failure('开票金额必须大于0')
    let customerId = textOf(field('customerId'))
    let contractId = textOf(field('contractId'))
    const receiptId = textOf(field('receiptId'))
    if (receiptId) {
      const receipt = db.table<Row>('ipr_receipt').get(receiptId)
      if (!receipt) return failure('原收款不存在')
      customerId = textOf(receipt.customerId)
      contractId = textOf(receipt.contractId)
      const invoiced = db
        .table<Row>('ipr_invoice')
        .list((row) => row.receiptId === receiptId && row.id !== existing?.id && row.invoiceStatus !== VOIDED)
        .reduce((sum, row) => sum + cents(row.amount), 0)
      const open = cents(receipt.amount) - invoiced
      if (field('invoiceStatus') !== VOIDED && amount > open)
        return failure(
          `开票金额 ${yuanText(amount)} 元超过收款「${textOf(receipt.receiptNo)}」未开票金额 ${yuanText(open)} 元`,
        )
    }
    const customer = db.table<Row>('ipr_customer').get(customerId)
    if (!customer) return failure('请选择客户或原收款')
    if (SPECIAL.includes(textOf(field('invoiceType'))) && !textOf(field('taxNo')).trim())
      return failure('专用发票须填写纳税人识别号')
    if (field('invoiceStatus') === '2' && !field('expressId')) return failure('已寄出的发票请选择寄送快递')
    const tax = taxOf(amount, Number(field('taxRate') ?? 0))
    const filled = {
      ...omit(guarded, 'amountExclTax', 'taxAmount'),
      customerId,
      contractId: contractId || null,
      invoiceTitle: textOf(field('invoiceTitle')).trim() || customer.customerName,
      invoiceStatus: field('invoiceStatus') ?? '0',
      amountExclTax: toYuan(amount - tax),
      taxAmount: toYuan(tax),
    }
    return existing ? filled : withNumber(withOrgCode(filled, context), context, 'applyNo', 'ipr_invoice_no')
  },
  afterSave(row, _body, context, previous) {
    if (ISSUED.includes(textOf(row.invoiceStatus)) && !ISSUED.includes(textOf(previous?.invoiceStatus)))
      tellIssued(row, context)
  },
  toJson: withProcessInstance('ipr_invoice'),
}
