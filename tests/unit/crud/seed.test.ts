import { describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import { parseCronSyntax } from '@schemas/rules/quartz-syntax'
import { decrypt } from '@mocks/kernel/services/cipher'

const db = createDatabase()

describe('seeded system data', () => {
  it.each([
    'sys_user',
    'sys_role',
    'sys_depart',
    'sys_depart_role',
    'sys_permission',
    'sys_permission_data_rule',
    'sys_depart_permission',
    'sys_dict',
    'sys_dict_item',
    'sys_position',
    'sys_tenant',
    'sys_announcement',
    'sys_quartz_job',
    'sys_category',
    'sys_check_rule',
    'sys_data_source',
    'sys_gateway_route',
  ] as const)('has several rows in %s', (table) => {
    expect(db.table(table).count(undefined, { includeDeleted: true })).toBeGreaterThanOrEqual(3)
  })

  it('has two weeks of logs, logins and operations', () => {
    expect(db.table('sys_log').count()).toBeGreaterThanOrEqual(60)
    expect(db.table('sys_log').count((row) => row.logType === 2)).toBeGreaterThan(10)
  })

  it('schedules jobs with valid Quartz expressions', () => {
    const jobs = db.table('sys_quartz_job').list()
    for (const job of jobs) expect(() => parseCronSyntax(job.cronExpression), job.cronExpression).not.toThrow()
    expect(jobs.map((job) => job.cronExpression)).toContain('0/30 * * * * ?')
  })

  it('writes announcements in HTML and stores data-source passwords encrypted', () => {
    for (const row of db.table('sys_announcement').list()) expect(row.msgContent).toMatch(/^<p>/)
    const source = db.table('sys_data_source').first((row) => row.code === 'ipr_archive')!
    expect(source.dbPassword).not.toBe('Arch!ve2021')
    expect(decrypt(source.dbPassword!)).toBe('Arch!ve2021')
  })
})
