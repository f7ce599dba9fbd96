import { describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import { parseDateTime } from '@mocks/kernel/db/time'

const NOW = parseDateTime('2026-03-15 10:00:00')
const AGENCY_TABLES = [
  'ipr_customer',
  'ipr_contact',
  'ipr_contract',
  'ipr_contract_plan',
  'ipr_case',
  'ipr_case_assign',
  'ipr_info',
  'ipr_expense',
  'ipr_express',
] as const

const db = createDatabase({ now: () => NOW })

describe('the agency seed', () => {
  it('lays out the same rows on every run for the same clock', () => {
    const again = createDatabase({ now: () => NOW })
    for (const table of AGENCY_TABLES) expect(again.table(table).list(), table).toEqual(db.table(table).list())
  })

  it('has a firm-sized book: 300 customers with contacts, 500 contracts, 1,500 cases over two years', () => {
    expect(db.table('ipr_customer').count()).toBe(300)
    expect(db.table('ipr_contract').count()).toBe(500)
    expect(db.table('ipr_case').count()).toBe(1500)
    const customers = new Set(
      db
        .table('ipr_contact')
        .list()
        .map((row) => row.customerId),
    )
    expect(customers.size).toBe(300)
    const created = db
      .table('ipr_case')
      .list()
      .map((row) => String(row.createTime))
    expect(created.every((time) => time >= '2024-03-14' && time <= '2026-03-16')).toBe(true)
    expect(db.table('ipr_case').count((row) => row.handler === 'jeecg')).toBeGreaterThanOrEqual(3)
  })

  it('has IP records of every kind, fees and parcels', () => {
    for (const flag of ['1', '2', '3', '4', '5'])
      expect(
        db.table('ipr_info').count((row) => row.iprFlag === flag),
        flag,
      ).toBeGreaterThan(50)
    expect(db.table('ipr_expense').count()).toBeGreaterThan(1000)
    // The 400 parcels of the agency seed, and one more for each invoice mailed to its customer.
    const mailedInvoices = db.table('ipr_express').scan((parcel) => parcel.itemType === '4' && !parcel.caseId)
    expect(db.table('ipr_express').count() - mailedInvoices.length).toBe(400)
    expect(mailedInvoices.length).toBeGreaterThan(0)
  })

  it('keeps every payment plan equal to its contract amount', () => {
    const totals = new Map<unknown, number>()
    for (const plan of db.table('ipr_contract_plan').list())
      totals.set(plan.contractId, (totals.get(plan.contractId) ?? 0) + Math.round(Number(plan.planAmount) * 100))
    for (const contract of db.table('ipr_contract').list())
      expect(totals.get(contract.id), String(contract.contractNo)).toBe(Math.round(Number(contract.amount) * 100))
  })

  it('writes numbers in the offices’ formats and keeps the firm’s numbers unique', () => {
    const patents = db.table('ipr_case').list((row) => row.businessType === '1' && row.appNo !== null)
    expect(patents.length).toBeGreaterThan(100)
    for (const row of patents) expect(row.appNo).toMatch(/^20\d{2}[123]\d{7}\.[\dX]$/)
    for (const row of db.table('ipr_case').list((r) => r.businessType === '2' && r.appNo !== null))
      expect(row.appNo).toMatch(/^\d{8}$/)
    const software = db.table('ipr_info').list((row) => row.copyrightType === '1' && row.regNo !== null)
    for (const row of software) expect(row.regNo).toMatch(/^20\d{2}SR\d{7}$/)
    const works = db
      .table('ipr_info')
      .list((row) => row.iprFlag === '1' && row.copyrightType !== '1' && row.regNo !== null)
    for (const row of works) expect(row.regNo).toMatch(/^国作登字-20\d{2}-[A-Z]-\d{8}$/)
    for (const [table, field] of [
      ['ipr_customer', 'customerNo'],
      ['ipr_contract', 'contractNo'],
      ['ipr_case', 'caseNo'],
      ['ipr_express', 'expressNo'],
    ] as const) {
      const values = db
        .table(table)
        .list()
        .map((row) => row[field])
      expect(new Set(values).size, table).toBe(values.length)
    }
  })
})
