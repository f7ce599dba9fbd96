import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { taxOf } from '../resources/ipr-invoice'
import { cents, toYuan } from '../../agency/resources/ipr-money'
import { audit } from '../../../kernel/seed/context'
import { mobile } from '../../agency/seed/names'
import { trackingNo } from '../../agency/seed/numbers'
import { addDays, createNumberer, type AgencySeed } from '../../agency/seed/support'
import { workingDay } from '../../agency/seed/working-days'

/** 数电发票号码: two digits of the year, the issuing tax office, the channel and a 15-digit serial (20 digits). */
const invoiceNo = (seed: AgencySeed, date: string) =>
  `${date.slice(2, 4)}${seed.draw.pick(['11', '31', '44', '33', '32'])}2${seed.draw.digits(15)}`

/**
 * Invoices for about half of the receipts: issued, approved and, after a few days, mailed by SF with an express
 * record of an invoice; the newest still wait (待提交 or 待开票). Companies mostly ask for 专票 with their tax number.
 */
export function seedInvoices(seed: AgencySeed, receipts: readonly Row[]): void {
  const { ctx, draw, today } = seed
  const number = createNumberer()
  const customers = ctx.db.table<Row>('ipr_customer')
  const parcelNumber = createNumberer(
    4,
    ctx.db
      .table<Row>('ipr_express')
      .list()
      .map((parcel) => textOf(parcel.parcelNo)),
  )
  for (const receipt of receipts) {
    if (!draw.chance(0.5)) continue
    const customer = customers.get(textOf(receipt.customerId))!
    const company = Boolean(customer.creditCode)
    const invoiceType = company ? draw.pick(['1', '2', '2']) : '1'
    const applied = textOf(receipt.receiptDate)
    const issued = workingDay(addDays(applied, draw.int(0, 3)), 1)
    const waiting = issued >= today
    const mailed = !waiting && addDays(issued, 5) < today && draw.chance(0.8)
    const amount = cents(receipt.amount)
    const tax = taxOf(amount, 0.06)
    const staff = textOf(receipt.claimer)
    const express = mailed
      ? ctx.db.table('ipr_express').insert({
          id: ctx.id(),
          parcelNo: parcelNumber('KD', addDays(issued, 1)),
          direction: '1',
          expressCompany: 'SF',
          expressNo: trackingNo(draw, 'SF'),
          sendDate: addDays(issued, 1),
          sender: '财务部',
          receiver: customer.customerName,
          receiverPhone: mobile(draw),
          receiverAddress: customer.address,
          itemType: '4',
          itemDesc: `发票 ${textOf(receipt.receiptNo)}`,
          customerId: customer.id,
          caseId: null,
          fee: 15,
          expressStatus: '2',
          signDate: addDays(issued, 3),
          handler: staff,
          remark: null,
          sysOrgCode: seed.orgCodeOf(staff),
          ...audit(`${addDays(issued, 1)} 16:00:00`, staff),
        })
      : undefined
    ctx.db.table('ipr_invoice').insert({
      id: ctx.id(),
      applyNo: number('KP', applied),
      customerId: customer.id,
      contractId: receipt.contractId,
      receiptId: receipt.id,
      invoiceType,
      invoiceTitle: customer.customerName,
      taxNo: customer.creditCode ?? null,
      bankInfo: customer.bankName ? `${textOf(customer.bankName)} ${textOf(customer.bankAccount)}` : null,
      addrPhone: invoiceType === '2' ? `${textOf(customer.address)} ${textOf(customer.phone)}` : null,
      content: '*现代服务*代理服务费',
      amount: receipt.amount,
      taxRate: '0.06',
      amountExclTax: toYuan(amount - tax),
      taxAmount: toYuan(tax),
      invoiceNo: waiting ? null : invoiceNo(seed, issued),
      invoiceDate: waiting ? null : issued,
      invoiceStatus: waiting ? '0' : mailed ? '2' : '1',
      expressId: express?.id ?? null,
      bpmStatus: waiting ? '1' : '3',
      remark: null,
      sysOrgCode: seed.orgCodeOf(staff),
      ...audit(`${applied} 17:00:00`, staff),
    })
  }
}
