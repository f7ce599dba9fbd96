// @vitest-environment node
import dayjs from 'dayjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { formatDate } from '@mocks/kernel/db/time'
import { superQueryParams } from '@renderers/query/super-query'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)
let jeecg = ''
beforeAll(async () => {
  jeecg = await tokenOf('jeecg')
})

type Rows = Array<Record<string, unknown>>

/** One list call as the list page sends it (its scope's conditions among the parameters): total and rows. */
async function list(path: string, params: Record<string, string>, token = admin()) {
  const query = new URLSearchParams({ pageNo: '1', pageSize: '10000', ...params })
  const { body } = await call(`${path}?${query}`, { token })
  expect(body.success).toBe(true)
  return body.result as { total: number; records: Rows }
}

const today = () => formatDate(db.now())
const daysFromToday = (days: number) => dayjs(today()).add(days, 'day').format('YYYY-MM-DD')

describe('scope tabs as query conditions a stock controller understands', () => {
  it('合同到期: contracts in force ending within 30 days, the same rows as the backend’s own flag 3', async () => {
    const expiring = await list('/ipr/contract/list', {
      contractStatus: '1',
      endDate_begin: today(),
      endDate_end: daysFromToday(30),
    })
    expect(expiring.total).toBeGreaterThan(0)
    for (const row of expiring.records) {
      expect(row.contractStatus).toBe('1')
      expect(String(row.endDate) >= today() && String(row.endDate) <= daysFromToday(30)).toBe(true)
    }
    const flagged = await list('/ipr/contract/list', { flag: '3' })
    expect(expiring.records.map((row) => row.id).sort()).toEqual(flagged.records.map((row) => row.id).sort())
  })

  it('待配案: the cases no one handles yet', async () => {
    const waiting = await list('/ipr/case/list', { caseStatus: '0' })
    expect(waiting.total).toBe(db.table('ipr_case').count((row) => row.caseStatus === '0'))
    expect(waiting.total).toBeGreaterThan(0)
    expect(waiting.records.every((row) => row.handler === null)).toBe(true)
  })

  it('待我批阅: the work logs still waiting for the signed-in reviewer', async () => {
    const waiting = await list('/ipr/dailyLog/list', { reviewer: 'admin', reviewStatus: '0' })
    expect(waiting.total).toBeGreaterThan(0)
    expect(waiting.records.every((row) => row.reviewer === 'admin' && row.reviewStatus === '0')).toBe(true)
    expect(waiting.records.some((row) => row.createBy === 'admin')).toBe(false)
  })

  it('a scope in the address never shows a user rows outside their data rule: jeecg sees only their own cases', async () => {
    const own = db.table('ipr_case').count((row) => row.handler === 'jeecg')
    expect(own).toBeGreaterThan(0)
    // 待配案 cases have no handler, so none is jeecg's; 本部门 and 全部 stay within jeecg's own cases.
    expect((await list('/ipr/case/list', { caseStatus: '0' }, jeecg)).total).toBe(0)
    for (const flag of ['0', '2', '3', '4']) {
      const scoped = await list('/ipr/case/list', { flag }, jeecg)
      expect(scoped.total).toBeLessThanOrEqual(own)
      expect(scoped.records.every((row) => row.handler === 'jeecg')).toBe(true)
    }
  })
})

describe('the advanced query on a business list', () => {
  it('narrows the contracts by the conditions the engine sends, AND and OR alike', async () => {
    const conditions = [
      { field: 'contractType', rule: 'eq' as const, val: '1', type: 'string' as const, dbType: 'string' as const },
      { field: 'amount', rule: 'ge' as const, val: '50000', type: 'number' as const, dbType: 'double' as const },
    ]
    const both = await list('/ipr/contract/list', superQueryParams({ matchType: 'and', conditions }))
    const rows = db.table('ipr_contract').list()
    const expected = rows.filter((row) => row.contractType === '1' && Number(row.amount) >= 50000)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(rows.length)
    expect(both.total).toBe(expected.length)
    const either = await list('/ipr/contract/list', superQueryParams({ matchType: 'or', conditions }))
    expect(either.total).toBe(rows.filter((row) => row.contractType === '1' || Number(row.amount) >= 50000).length)
  })

  it('never widens a data rule: jeecg’s advanced query over cases stays within their own', async () => {
    const conditions = [
      { field: 'caseStatus', rule: 'ne' as const, val: '99', type: 'string' as const, dbType: 'string' as const },
    ]
    const found = await list('/ipr/case/list', superQueryParams({ matchType: 'or', conditions }), jeecg)
    expect(found.total).toBe(db.table('ipr_case').count((row) => row.handler === 'jeecg'))
  })
})
