// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'
import { exportedRows } from '../crud/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
const send = async (path: string, method = 'GET', body?: unknown, token = admin()): Promise<any> =>
  (await call(path, { method, body, token })).body

interface PersonLine {
  key: string
  name: string
  cases: number
  hours: number
  received: number
  commission: number
}

/** 人员绩效 of one month (yyyy-MM) as `token`'s user sees it. */
const performance = async (month: string, token = admin()): Promise<PersonLine[]> => {
  const [year, monthNo] = month.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, monthNo, 0)).getUTCDate()
  return (
    await send(`/ipr/statistics/people?groupBy=person&begin=${month}-01&end=${month}-${last}`, 'GET', null, token)
  ).result
}

const orgCodeOf = (username: string) =>
  String(db.table('sys_user').first((user) => user.username === username)!.orgCode)

/**
 * A case of lisi (商标代理人, whose role's seeded rate is 8 %) with nothing waiting to be billed, billed anew with an
 * official fee of 500 before an agency fee of 1,000: the bill's money settles the official line first.
 */
async function billedCase(): Promise<{ billId: string }> {
  const owner = db
    .table('ipr_case')
    .first(
      (row) =>
        row.handler === 'lisi' &&
        !db.table('ipr_expense').first((fee) => fee.caseId === row.id && fee.feeStatus === '0'),
    )!
  for (const [feeCategory, feeName, amount] of [
    ['1', '测试官费', 500],
    ['2', '测试代理费', 1000],
  ] as const)
    expect(
      await send('/ipr/expense/add', 'POST', { caseId: owner.id, feeCategory, feeName, amount, feeStatus: '0' }),
    ).toMatchObject({ success: true })
  expect(await send('/ipr/bill/add', 'POST', { caseId: owner.id, billDate: '2031-07-01' })).toMatchObject({
    success: true,
  })
  const bill = db
    .table('ipr_bill')
    .list((row) => row.caseId === owner.id)
    .at(-1)!
  return { billId: String(bill.id) }
}

const receive = async (billId: string, receiptDate: string, amount: number) =>
  expect(await send('/ipr/receipt/add', 'POST', { billId, receiptDate, amount, returnType: '5' })).toMatchObject({
    success: true,
  })

const rule = (overrides: Record<string, unknown>) => ({
  ruleName: `测试提成-${Math.round(Math.random() * 1e9)}`,
  ruleType: '2',
  userName: 'lisi',
  rate: 15,
  validFrom: '2031-07-01',
  validTo: '2031-07-31',
  ...overrides,
})

describe('commission (业务提成)', () => {
  let lisi = ''
  let manager = ''
  beforeAll(async () => {
    lisi = await tokenOf('lisi')
    manager = await tokenOf('chenxiaodong')
  })

  it('pays on agency fees received, by the role rule until a person rule outranks it, into the payslip and 人员绩效 alike', async () => {
    const { billId } = await billedCase()
    // 600 settles the 500 official fee and 100 of the agency fee in July; the other 900 of it comes in August.
    await receive(billId, '2031-07-10', 600)
    await receive(billId, '2031-08-05', 900)
    const [july] = (await performance('2031-07')).filter((line) => line.key === 'lisi')
    expect(july).toMatchObject({ received: 100, commission: 8 })
    expect((await performance('2031-08')).find((line) => line.key === 'lisi')).toMatchObject({
      received: 900,
      commission: 72,
    })

    const own = rule({})
    expect(await send('/ipr/commissionRule/add', 'POST', own)).toMatchObject({ success: true })
    expect((await performance('2031-07')).find((line) => line.key === 'lisi')).toMatchObject({ commission: 15 })
    // August is outside the person's rule: the role's rate still holds there.
    expect((await performance('2031-08')).find((line) => line.key === 'lisi')).toMatchObject({ commission: 72 })

    expect(
      await send('/ipr/salary/add', 'POST', { salaryMonth: '2031-07', userName: 'lisi', baseSalary: 8000 }),
    ).toMatchObject({ success: true })
    const payslip = () =>
      db.table('ipr_salary').first((row) => row.salaryMonth === '2031-07' && row.userName === 'lisi')!
    expect(payslip()).toMatchObject({ commission: 15, grossSalary: 8015, netSalary: 8015 })
    const batchId = String(payslip().batchId)
    expect((await send(`/ipr/salaryBatch/queryById?id=${batchId}`)).result).toMatchObject({ grossTotal: 8015 })

    // The rate changes after the import: the batch keeps its figure until it is recomputed, then agrees again.
    const stored = db.table('ipr_commission_rule').first((row) => row.ruleName === own.ruleName)!
    expect(await send('/ipr/commissionRule/edit', 'PUT', { id: stored.id, rate: 20 })).toMatchObject({ success: true })
    expect(payslip()).toMatchObject({ commission: 15 })
    expect(await send('/ipr/salaryBatch/recompute', 'PUT', { id: batchId })).toMatchObject({
      success: true,
      message: '业务提成已重算',
    })
    expect(payslip()).toMatchObject({ commission: 20, grossSalary: 8020 })
    const [line] = (await performance('2031-07')).filter((person) => person.key === 'lisi')
    expect(line.commission).toBe(payslip().commission)

    // A confirmed batch is not recomputed.
    expect(await send('/ipr/salaryBatch/confirm', 'PUT', { id: batchId })).toMatchObject({ success: true })
    expect((await send('/ipr/salaryBatch/recompute', 'PUT', { id: batchId })).message).toMatch(
      /已确认，不能再导入或修改$/,
    )
  })

  it('refuses a percentage outside 0–100, a rule without its role or person, and a period overlapping another', async () => {
    const count = () => db.table('ipr_commission_rule').list().length
    const before = count()
    const message = '提成比例：请输入0到100之间的百分比，最多两位小数'
    expect(await send('/ipr/commissionRule/add', 'POST', rule({ rate: 120 }))).toMatchObject({
      success: false,
      message,
    })
    expect(await send('/ipr/commissionRule/add', 'POST', rule({ rate: -5 }))).toMatchObject({ success: false, message })
    expect((await send('/ipr/commissionRule/add', 'POST', rule({ ruleType: '1', userName: null }))).message).toBe(
      '请选择适用角色',
    )
    const first = rule({ userName: 'wangwu', validFrom: '2032-01-01', validTo: '2032-06-30' })
    expect(await send('/ipr/commissionRule/add', 'POST', first)).toMatchObject({ success: true })
    expect(
      (
        await send(
          '/ipr/commissionRule/add',
          'POST',
          rule({ userName: 'wangwu', validFrom: '2032-06-01', validTo: null }),
        )
      ).message,
    ).toBe(`与提成规则「${first.ruleName}」的有效期重叠，请调整生效或失效日期`)
    const stored = db.table('ipr_commission_rule').first((row) => row.ruleName === first.ruleName)!
    expect(await send('/ipr/commissionRule/edit', 'PUT', { id: stored.id, rate: 100.5 })).toMatchObject({
      success: false,
      message,
    })
    expect(count()).toBe(before + 1)
    expect(db.table('ipr_commission_rule').get(String(stored.id))).toMatchObject({ rate: 15 })
  })

  it('refuses a 失效日期 before its 生效日期 with the form’s message, on add and on an edit sending either side', async () => {
    const message = '失效日期：不能早于生效日期'
    const reversed = rule({ userName: 'wangwu', validFrom: '2033-06-01', validTo: '2033-05-31' })
    expect(await send('/ipr/commissionRule/add', 'POST', reversed)).toMatchObject({ success: false, message })
    const saved = rule({ userName: 'wangwu', validFrom: '2033-06-01', validTo: '2033-06-30' })
    expect(await send('/ipr/commissionRule/add', 'POST', saved)).toMatchObject({ success: true })
    const stored = db.table('ipr_commission_rule').first((row) => row.ruleName === saved.ruleName)!
    expect(await send('/ipr/commissionRule/edit', 'PUT', { id: stored.id, validFrom: '2033-07-01' })).toMatchObject({
      success: false,
      message,
    })
    expect(db.table('ipr_commission_rule').get(String(stored.id))).toMatchObject({ validFrom: '2033-06-01' })
  })

  it('agrees with every seeded payslip of a month, and shows a manager their department and an agent themselves', async () => {
    // Paid or not: on some days' seeds no paid month has commission (few bills' receipts fall in the year's months).
    const paid = db.table('ipr_salary').first((row) => Number(row.commission) > 0)!
    const month = String(paid.salaryMonth)
    const lines = await performance(month)
    const payslips = db.table('ipr_salary').list((row) => row.salaryMonth === month)
    expect(lines.some((line) => line.commission > 0)).toBe(true)
    for (const payslip of payslips)
      expect(lines.find((line) => line.key === payslip.userName)?.commission ?? 0).toBe(Number(payslip.commission ?? 0))
    // Cases that came in during a month and the hours of its daily reports (日报), by person: the month of the newest
    // reports, as the seed writes them for the last weeks only.
    const logged = db
      .table('ipr_daily_log')
      .list((row) => row.logType === '1')
      .map((row) => String(row.logDate).slice(0, 7))
      .sort()
      .at(-1)!
    const recent = await performance(logged)
    for (const line of recent) {
      const handled = db
        .table('ipr_case')
        .list((row) => row.handler === line.key && String(row.createTime).startsWith(logged))
      const hours = db
        .table('ipr_daily_log')
        .list((row) => row.createBy === line.key && row.logType === '1' && String(row.logDate).startsWith(logged))
        .reduce((sum, row) => sum + Number(row.workHours ?? 0), 0)
      expect([line.cases, line.hours]).toEqual([handled.length, Math.round(hours * 10) / 10])
    }
    expect(recent.some((line) => line.hours > 0)).toBe(true)

    const all = (await send('/ipr/statistics/people?groupBy=person')).result as PersonLine[]
    const mine = (await send('/ipr/statistics/people?groupBy=person', 'GET', null, lisi)).result as PersonLine[]
    expect(mine.map((line) => line.key)).toEqual(['lisi'])
    expect(mine[0]).toEqual(all.find((line) => line.key === 'lisi'))
    const department = (await send('/ipr/statistics/people?groupBy=person', 'GET', null, manager))
      .result as PersonLine[]
    const own = orgCodeOf('chenxiaodong')
    expect(department.length).toBeGreaterThan(1)
    expect(department.every((line) => orgCodeOf(line.key).startsWith(own))).toBe(true)
    expect(department.length).toBeLessThan(all.length)

    const sheet = await exportedRows('/ipr/statistics/people/exportXls?groupBy=person', lisi)
    expect(sheet[0]).toEqual(['人员绩效报表'])
    expect(sheet.slice(3).map((row) => row[0])).toEqual([mine[0].name])
  })
})
