import { describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import { isWorkingDay } from '@mocks/areas/agency/seed/working-days'
import type { Row } from '@mocks/kernel/db/table'
import { formatDate, parseDateTime } from '@mocks/kernel/db/time'

/**
 * A fresh seed read as an auditor would: every figure is the sum of the rows behind it, every state agrees with the
 * dates and the other records, every date the firm's books carry falls on a working day and every link resolves. Two
 * days: a Sunday in the National Day holidays and a Monday after a makeup Saturday.
 */
const DAYS = ['2026-10-04 15:00:00', '2026-10-12 09:30:00']

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100)
const day = (value: unknown) => String(value).slice(0, 10)

describe.each(DAYS)('the seed made at %s', (moment) => {
  const db = createDatabase({ now: () => parseDateTime(moment) })
  const today = formatDate(parseDateTime(moment))
  const rows = (table: string) => db.table<Row>(table).list()
  const byId = (table: string) => new Map(rows(table).map((row) => [String(row.id), row]))
  const contracts = byId('ipr_contract')
  const receipts = rows('ipr_receipt')
  /** What refunds paid out took back from each receipt, in cents. */
  const refunded = new Map<string, number>()
  for (const refund of rows('ipr_refund').filter((row) => row.refundStatus === '1'))
    refunded.set(String(refund.receiptId), (refunded.get(String(refund.receiptId)) ?? 0) + cents(refund.refundAmount))
  /** Money kept on the receipts naming `field` = id, in cents. */
  const keptOn = (field: string, id: unknown) =>
    receipts
      .filter((receipt) => receipt[field] === id)
      .reduce((sum, receipt) => sum + cents(receipt.amount) - (refunded.get(String(receipt.id)) ?? 0), 0)

  it('sums: a contract’s 已回款 and a bill’s 已收 are their receipts less refunds; a plan row’s state is its money and date', () => {
    expect(refunded.size).toBeGreaterThan(0)
    for (const contract of contracts.values())
      expect(cents(contract.receivedAmount), String(contract.contractNo)).toBe(keptOn('contractId', contract.id))
    const bills = rows('ipr_bill')
    expect(bills.length).toBeGreaterThan(50)
    for (const bill of bills) {
      const received = keptOn('billId', bill.id)
      expect(cents(bill.receivedAmount), String(bill.billNo)).toBe(received)
      expect(cents(bill.outstandingAmount), String(bill.billNo)).toBe(cents(bill.totalAmount) - received)
    }
    const states = new Set<unknown>()
    for (const plan of rows('ipr_contract_plan')) {
      const received = keptOn('planId', plan.id)
      const expected =
        received >= cents(plan.planAmount) && received > 0
          ? '2'
          : received > 0
            ? '1'
            : day(plan.planDate) < today
              ? '3'
              : '0'
      expect(plan.planStatus, `${String(plan.contractId)} 第${String(plan.period)}期`).toBe(expected)
      states.add(plan.planStatus)
    }
    expect(states).toEqual(new Set(['0', '1', '2', '3']))
  })

  it('dates: the books’ dates fall on working days, none after today, none before what they follow', () => {
    const dated: ReadonlyArray<readonly [string, string]> = [
      ['ipr_contract', 'signDate'],
      ['ipr_receipt', 'receiptDate'],
      ['ipr_bill', 'billDate'],
      ['ipr_invoice', 'invoiceDate'],
      ['ipr_refund', 'refundDate'],
      ['ipr_refund', 'createTime'],
    ]
    for (const [table, field] of dated) {
      const values = rows(table)
        .map((row) => row[field])
        .filter(Boolean)
        .map(day)
      expect(values.length, table).toBeGreaterThan(5)
      expect(
        values.filter((value) => !isWorkingDay(value)),
        `${table}.${field}`,
      ).toEqual([])
      expect(
        values.filter((value) => value > today),
        `${table}.${field}`,
      ).toEqual([])
    }
    const bills = byId('ipr_bill')
    for (const receipt of receipts) {
      const contract = contracts.get(String(receipt.contractId))
      if (contract) expect(day(receipt.receiptDate) >= day(contract.signDate), String(receipt.receiptNo)).toBe(true)
      const bill = bills.get(String(receipt.billId))
      if (bill) expect(day(receipt.receiptDate) >= day(bill.billDate), String(receipt.receiptNo)).toBe(true)
    }
    const receiptsById = byId('ipr_receipt')
    for (const refund of rows('ipr_refund'))
      expect(day(refund.createTime) >= day(receiptsById.get(String(refund.receiptId))!.receiptDate)).toBe(true)
  })

  it('states: contracts by approval and end date, customers dealt by their approved contracts, cases on those', () => {
    for (const contract of contracts.values()) {
      const expected =
        contract.bpmStatus === '3'
          ? day(contract.endDate) < today
            ? '2'
            : '1'
          : contract.bpmStatus === '4'
            ? '4'
            : '0'
      expect(contract.contractStatus, String(contract.contractNo)).toBe(expected)
    }
    const approved = [...contracts.values()].filter((contract) => contract.bpmStatus === '3')
    const customers = rows('ipr_customer')
    for (const customer of customers) {
      const own = approved.filter((contract) => contract.customerId === customer.id).map((row) => day(row.signDate))
      expect(customer.dealStatus, String(customer.customerName)).toBe(own.length > 0 ? '1' : '0')
      expect(customer.signDate ?? null, String(customer.customerName)).toBe(own.length > 0 ? own.sort()[0] : null)
    }
    expect(customers.filter((customer) => customer.dealStatus === '1').length).toBeGreaterThan(200)
    const cases = rows('ipr_case')
    const onContracts = cases.filter((row) => row.contractId)
    expect(onContracts.length).toBeGreaterThan(500)
    for (const row of onContracts) {
      const contract = contracts.get(String(row.contractId))!
      expect(contract.bpmStatus, String(row.caseNo)).toBe('3')
      expect(contract.customerId, String(row.caseNo)).toBe(row.customerId)
      expect(day(contract.signDate) <= day(row.entrustDate), String(row.caseNo)).toBe(true)
    }
    const dealt = new Set(
      customers.filter((customer) => customer.dealStatus === '1').map((customer) => String(customer.id)),
    )
    expect(cases.filter((row) => !dealt.has(String(row.customerId)))).toEqual([])
  })

  it('commission: every month with payslips pays 业务提成 to at least two people', () => {
    const paidPeople = new Map<string, Set<unknown>>()
    for (const slip of rows('ipr_salary')) {
      const month = String(slip.salaryMonth)
      const people = paidPeople.get(month) ?? new Set()
      if (cents(slip.commission) > 0) people.add(slip.userName)
      paidPeople.set(month, people)
    }
    expect(paidPeople.size).toBe(12)
    for (const [month, people] of paidPeople) expect(people.size, month).toBeGreaterThanOrEqual(2)
  })

  it('links: every foreign key names a row, and a receipt’s plan, contract and customer belong together', () => {
    const keys: ReadonlyArray<readonly [string, string, string]> = [
      ['ipr_contact', 'customerId', 'ipr_customer'],
      ['ipr_contract', 'customerId', 'ipr_customer'],
      ['ipr_contract', 'customerSigner', 'ipr_contact'],
      ['ipr_contract_plan', 'contractId', 'ipr_contract'],
      ['ipr_case', 'customerId', 'ipr_customer'],
      ['ipr_case', 'contractId', 'ipr_contract'],
      ['ipr_expense', 'caseId', 'ipr_case'],
      ['ipr_bill', 'caseId', 'ipr_case'],
      ['ipr_bill_line', 'billId', 'ipr_bill'],
      ['ipr_bill_line', 'expenseId', 'ipr_expense'],
      ['ipr_receipt', 'customerId', 'ipr_customer'],
      ['ipr_receipt', 'contractId', 'ipr_contract'],
      ['ipr_receipt', 'planId', 'ipr_contract_plan'],
      ['ipr_receipt', 'billId', 'ipr_bill'],
      ['ipr_invoice', 'receiptId', 'ipr_receipt'],
      ['ipr_refund', 'receiptId', 'ipr_receipt'],
    ]
    for (const [table, field, target] of keys) {
      const targets = byId(target)
      const linked = rows(table).filter((row) => row[field] !== null && row[field] !== undefined)
      expect(linked.length, `${table}.${field}`).toBeGreaterThan(0)
      expect(
        linked.filter((row) => !targets.has(String(row[field]))).map((row) => row.id),
        `${table}.${field} → ${target}`,
      ).toEqual([])
    }
    const contacts = byId('ipr_contact')
    for (const contract of contracts.values())
      expect(contacts.get(String(contract.customerSigner))!.customerId).toBe(contract.customerId)
    const plans = byId('ipr_contract_plan')
    const bills = byId('ipr_bill')
    for (const receipt of receipts) {
      const { planId, contractId, billId } = receipt as Record<string, string | null>
      if (planId) expect(plans.get(planId)!.contractId).toBe(contractId)
      if (contractId) expect(contracts.get(contractId)!.customerId).toBe(receipt.customerId)
      if (billId) expect(bills.get(billId)!.customerId).toBe(receipt.customerId)
    }
  })
})
