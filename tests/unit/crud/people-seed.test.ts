import { describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import { parseDateTime } from '@mocks/kernel/db/time'

const NOW = parseDateTime('2026-03-15 10:00:00')
const PEOPLE_TABLES = [
  'ipr_reimburse',
  'ipr_reimburse_item',
  'ipr_loan',
  'ipr_loan_repayment',
  'ipr_salary_batch',
  'ipr_salary',
  'ipr_daily_log',
] as const

const db = createDatabase({ now: () => NOW })
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100)
const sum = (rows: readonly Record<string, unknown>[], field: string) =>
  rows.reduce((total, row) => total + cents(row[field]), 0)

describe('the people seed', () => {
  it('lays out the same rows on every run for the same clock', () => {
    const again = createDatabase({ now: () => NOW })
    for (const table of PEOPLE_TABLES) expect(again.table(table).list(), table).toEqual(db.table(table).list())
  })

  it('pays every employee for each of the twelve months before this one, the latest month still a draft', () => {
    const months = [
      ...new Set(
        db
          .table('ipr_salary_batch')
          .list()
          .map((row) => row.salaryMonth),
      ),
    ].sort()
    expect(months).toHaveLength(12)
    expect([months[0], months[11]]).toEqual(['2025-03', '2026-02'])
    const staff = db.table('sys_user').count()
    for (const month of months) expect(db.table('ipr_salary').count((row) => row.salaryMonth === month)).toBe(staff)
    const latest = db.table('ipr_salary_batch').list((row) => row.salaryMonth === '2026-02')
    expect(new Set(latest.map((row) => row.salaryStatus))).toEqual(new Set(['0']))
    for (const row of db.table('ipr_salary').list())
      expect(cents(row.netSalary), String(row.id)).toBe(
        sum([row], 'baseSalary') +
          sum([row], 'postSalary') +
          sum([row], 'performance') +
          sum([row], 'allowance') +
          sum([row], 'commission') -
          sum([row], 'deduction') -
          sum([row], 'socialInsurance') -
          sum([row], 'housingFund') -
          sum([row], 'incomeTax'),
      )
  })

  it('keeps each claim the sum of its lines and each loan’s state true to its repayments and offsets', () => {
    for (const claim of db.table('ipr_reimburse').list()) {
      const lines = db.table('ipr_reimburse_item').list((row) => row.reimburseId === claim.id)
      expect(cents(claim.totalAmount), String(claim.reimburseNo)).toBe(sum(lines, 'amount'))
      expect(cents(claim.payAmount)).toBe(cents(claim.totalAmount) - cents(claim.offsetAmount))
    }
    const states = new Set<unknown>()
    for (const loan of db.table('ipr_loan').list()) {
      const repaid = sum(
        db.table('ipr_loan_repayment').list((row) => row.loanId === loan.id),
        'repayAmount',
      )
      const offset = sum(
        db.table('ipr_reimburse').list((row) => row.loanId === loan.id),
        'offsetAmount',
      )
      expect(repaid + offset, String(loan.loanNo)).toBeLessThanOrEqual(cents(loan.loanAmount))
      expect(cents(loan.balance)).toBe(cents(loan.loanAmount) - repaid - offset)
      states.add(loan.repayStatus)
    }
    expect(states).toEqual(new Set(['0', '1', '2']))
    expect(
      db.table('ipr_reimburse').count((row) => row.applicant === 'jeecg' && cents(row.offsetAmount) > 0),
    ).toBeGreaterThan(0)
  })

  it('gives the staff work logs of the last four weeks and month-end reports, older ones reviewed', () => {
    const logs = db.table('ipr_daily_log').list((row) => row.createBy === 'jeecg')
    expect(logs.length).toBeGreaterThan(10)
    expect(logs.every((row) => String(row.logDate) >= '2026-01-31')).toBe(true)
    expect(logs.filter((row) => String(row.logDate) < '2026-03-10').every((row) => row.reviewStatus === '1')).toBe(true)
  })

  it('leaves a working day’s logs to be written at its end', () => {
    const wednesday = createDatabase({ now: () => parseDateTime('2026-03-11 10:00:00') })
    const logDates = wednesday
      .table('ipr_daily_log')
      .list()
      .map((row) => String(row.logDate))
    expect(logDates).toContain('2026-03-10')
    expect(logDates).not.toContain('2026-03-11')
  })
})
