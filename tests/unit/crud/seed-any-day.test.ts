import { describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import { parseDateTime } from '@mocks/kernel/db/time'

/**
 * The seed is drawn from one fixed stream, but how much of it each part takes depends on the calendar (weekends,
 * month ends), so its rows differ from one day to the next. What the screens and their tests rely on must be there
 * on every day: a week of days, a month's first and a year's first, each just after midnight at GMT+8.
 */
const DAYS = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-12-01',
  '2027-01-01',
]

describe.each(DAYS)('the seed made on %s', (day) => {
  const db = createDatabase({ now: () => parseDateTime(`${day} 00:30:00`) })
  const statuses = (table: string) =>
    new Set(
      db
        .table(table)
        .list()
        .map((row) => row.bpmStatus),
    )

  it('has requests waiting for approval in every approval list, and a voided requisition', () => {
    for (const table of ['ipr_contract', 'ipr_invoice', 'ipr_requisition', 'ipr_refund'])
      expect(statuses(table), table).toContain('1')
    expect(statuses('ipr_requisition')).toContain('4')
  })

  it('leaves no seeded business approval waiting for the administrator (heads approve their staff, not their own)', () => {
    const business = new Set(
      db
        .table('act_instance')
        .list((instance) => typeof instance.businessTable === 'string' && instance.businessTable.startsWith('ipr_'))
        .map((instance) => String(instance.id)),
    )
    const waiting = db
      .table('act_task')
      .list((task) => task.endTime === null && business.has(String(task.instanceId)))
      .map((task) => task.assigneeUsername)
    expect(waiting.length).toBeGreaterThan(0)
    expect(waiting).not.toContain('admin')
  })

  it('has a log still to review from every author', () => {
    const logs = db.table('ipr_daily_log').list()
    const waiting = new Set(logs.filter((row) => row.reviewStatus === '0').map((row) => row.createBy))
    expect(waiting).toEqual(new Set(logs.map((row) => row.createBy)))
  })
})

describe('the seeds made at different hours of one day', () => {
  it('hold the same business rows: only the logins still ahead that day differ', () => {
    const rowsAt = (time: string) => {
      const db = createDatabase({ now: () => parseDateTime(`2026-11-29 ${time}`) })
      return ['ipr_customer', 'ipr_contract', 'ipr_case', 'ipr_loan', 'ipr_reimburse'].map((table) =>
        db
          .table(table)
          .list()
          .map((row) => [row.id, row.createBy, row.createTime, row.bpmStatus]),
      )
    }
    const morning = rowsAt('00:30:00')
    expect(rowsAt('11:50:00')).toEqual(morning)
    expect(rowsAt('23:50:00')).toEqual(morning)
  })
})
