// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { formatDate } from '@mocks/kernel/db/time'
import { readWorkbook } from '@mocks/kernel/crud/excel/read-workbook'
import { XLSX_TYPE } from '@mocks/kernel/crud/excel/download'
import { BASE, call, serveSignedInAdmin, tokenOf } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)
let jeecg = ''
beforeAll(async () => {
  jeecg = await tokenOf('jeecg')
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
const send = async (path: string, method = 'GET', body?: unknown, token = admin()): Promise<any> =>
  (await call(path, { method, body, token })).body

const today = () => formatDate(db.now())
const thisMonth = () => `begin=${today().slice(0, 8)}01&end=${today()}`
const figures = async (query: string, token = admin()) =>
  (await send(`/ipr/statistics/${query}`, 'GET', undefined, token)).result

const CLOSED = ['7', '8', '9', '10']

describe('the statistics the built-in backend computes from its tables', () => {
  it('moves the month’s contract figures when a contract signed today is saved', async () => {
    const before = await figures(`overview?${thisMonth()}`)
    const customer = db.table('ipr_contract').first(() => true)!.customerId
    const saved = await send('/ipr/contract/add', 'POST', {
      contractNo: 'HT-STAT-0001',
      contractName: '统计测试合同',
      customerId: customer,
      contractType: '2',
      amount: 12345.5,
      signDate: today(),
    })
    expect(saved.success).toBe(true)
    const after = await figures(`overview?${thisMonth()}`)
    expect(after.newContracts).toBe(before.newContracts + 1)
    expect(after.contractAmount).toBeCloseTo(before.contractAmount + 12345.5, 2)
    expect(after.outstandingAmount).toBeCloseTo(before.outstandingAmount + 12345.5, 2)
    expect(after.receivedAmount).toBe(before.receivedAmount)
  })

  it('counts the month’s new cases by business type, and a saved case moves its own type', async () => {
    const lines = async () => figures(`cases?groupBy=businessType&${thisMonth()}`)
    const typeOf = (rows: { name: string; total: number }[]) => rows.find((line) => line.name === '版权')?.total ?? 0
    const before = await lines()
    const customer = db.table('ipr_customer').first(() => true)!.id
    expect(
      (
        await send('/ipr/case/add', 'POST', {
          caseNo: 'BQ-STAT-0001',
          caseName: '统计测试作品',
          businessType: '3',
          customerId: customer,
          caseStatus: '1',
        })
      ).success,
    ).toBe(true)
    expect(typeOf(await lines())).toBe(typeOf(before) + 1)
  })

  it('gives a month by day, every day in its place, adding up to the month’s cases', async () => {
    const lines = await figures(`cases?groupBy=time&${thisMonth()}`)
    expect(lines).toHaveLength(Number(today().slice(8, 10)))
    expect(lines[0].name).toBe(`${today().slice(5, 8)}01`)
    const overview = await figures(`overview?${thisMonth()}`)
    expect(lines.reduce((sum: number, line: { total: number }) => sum + line.total, 0)).toBe(overview.newCases)
  })

  it('lists what falls due in the next 30 days and what is overdue, soonest first, with the days left', async () => {
    const rows = (await send('/ipr/deadline/list?days=30&pageSize=10000')).result.records
    expect(rows.length).toBeGreaterThan(0)
    const dates = rows.map((row: { deadline: string }) => row.deadline)
    expect(dates).toEqual([...dates].sort())
    expect(rows.every((row: { restDays: number }) => row.restDays <= 30)).toBe(true)
    const overview = await figures('overview')
    const official = rows.filter((row: { kind: string; restDays: number }) => row.kind === 'official')
    expect(official.filter((row: { restDays: number }) => row.restDays >= 0)).toHaveLength(overview.dueIn30Days)
    expect(official.filter((row: { restDays: number }) => row.restDays < 0)).toHaveLength(overview.overdueCases)
    expect(await send('/ipr/deadline/list?days=soon')).toMatchObject({ success: false, message: '天数须为整数' })
  })

  it('refuses a grouping it does not know', async () => {
    expect(await send('/ipr/statistics/cases?groupBy=colour')).toMatchObject({
      success: false,
      message: '不支持的统计维度：colour',
    })
  })
})

describe('the statistics exports', () => {
  /** The sheet an export answers: its two title rows, the header, then one row per line. */
  const exported = async (query: string, token = admin()) => {
    const response = await fetch(`${BASE}/ipr/statistics/${query}`, { headers: { 'X-Access-Token': token } })
    expect(response.headers.get('Content-Type')).toBe(XLSX_TYPE)
    return readWorkbook(new Uint8Array(await response.arrayBuffer()))
  }

  it('writes the lines the figures call answers for the same parameters, under the grouping’s and figures’ titles', async () => {
    const lines = await figures(`fees?groupBy=feeCategory&${thisMonth()}`)
    const [title, exporter, header, ...rows] = await exported(`fees/exportXls?groupBy=feeCategory&${thisMonth()}`)
    expect(title[0]).toBe('费用统计报表')
    expect(exporter[0]).toBe('导出人:管理员')
    expect(header).toEqual(['费用类别', '笔数', '金额（元）', '已缴（元）', '未缴（元）'])
    expect(rows.length).toBeGreaterThan(0)
    expect(rows).toEqual(
      lines.map((line: Record<string, number | string>) =>
        [line.name, line.count, line.amount, line.paid, line.unpaid].map(String),
      ),
    )
  })

  it('gives jeecg only their own line and refuses a grouping it does not know', async () => {
    const rows = (await exported('cases/exportXls?groupBy=handler', jeecg)).slice(3)
    expect(rows.map((row) => row[1])).toEqual([String(db.table('ipr_case').count((row) => row.handler === 'jeecg'))])
    expect(await send('/ipr/statistics/contracts/exportXls?groupBy=colour')).toMatchObject({
      success: false,
      message: '不支持的统计维度：colour',
    })
  })
})

describe('own-scope statistics', () => {
  it('gives jeecg the figures of the cases they handle and none of the contracts they may not list; admin the firm’s', async () => {
    const own = db.table('ipr_case').list((row) => row.handler === 'jeecg')
    const openOwn = own.filter((row) => !CLOSED.includes(String(row.caseStatus)))
    expect(openOwn.length).toBeGreaterThan(0)
    const staff = await figures('overview', jeecg)
    expect(staff.openCases).toBe(openOwn.length)
    expect(staff.newCases).toBe(own.length)
    expect(staff.newContracts).toBe(0)
    expect(staff.contractAmount).toBe(0)
    const firm = await figures('overview')
    expect(firm.newCases).toBe(db.table('ipr_case').count())
    expect(firm.openCases).toBeGreaterThan(staff.openCases)
    const byAgent = await figures('cases?groupBy=handler', jeecg)
    expect(byAgent.map((line: { key: string }) => line.key)).toEqual(['jeecg'])
  })
})
