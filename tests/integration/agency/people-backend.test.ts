// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { writeWorkbook } from '@mocks/kernel/crud/excel/write-workbook'
import { textOf } from '@mocks/kernel/services/text'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'
import { download, upload } from '../crud/support'
import { SALARY_HEADER } from '../../fixtures/excel/salary-header'

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

/**
 * Submits the row and approves each step of its process as whoever holds it: the step's assignee, or for a step
 * offered to several (财务) the first candidate, who claims it (签收) first.
 */
const approve = async (flowCode: string, id: string, title: string) => {
  expect(await send('/act/process/extActProcess/startMutilProcess', 'POST', { flowCode, id })).toMatchObject({
    success: true,
  })
  const instance = db
    .table('act_instance')
    .list((row) => row.businessTable === flowCode && row.businessId === id)
    .at(-1)!
  expect(instance.name).toBe(title)
  const open = () => db.table('act_task').first((task) => task.instanceId === instance.id && task.endTime === null)
  for (let task = open(); task; task = open()) {
    const holder = textOf(task.assigneeUsername) || textOf(task.candidates).split(',')[0]
    const token = await tokenOf(holder)
    if (!task.assigneeUsername) await send('/act/task/claim', 'PUT', { taskId: task.id }, token)
    expect(await send('/act/task/complete', 'POST', { id: task.id, result: 2, reason: '同意' }, token)).toMatchObject({
      success: true,
    })
  }
}

/** A loan of `amount` yuan borrowed by jeecg, approved. */
async function approvedLoan(amount: number, repayments: { repayDate: string; repayAmount: number }[] = []) {
  const reason = `测试借款-${Math.round(Math.random() * 1e9)}`
  expect(
    await send(
      '/ipr/loan/add',
      'POST',
      { borrower: 'jeecg', loanDate: '2026-05-06', loanAmount: amount, loanReason: reason },
      jeecg,
    ),
  ).toMatchObject({ success: true })
  const loan = db.table('ipr_loan').first((row) => row.loanReason === reason)!
  await approve('ipr_loan', String(loan.id), `借款审批-${String(loan.loanNo)}`)
  if (repayments.length > 0)
    expect(
      await send('/ipr/loan/edit', 'PUT', { id: loan.id, iprLoanRepaymentList: repayments }, admin()),
    ).toMatchObject({ success: true })
  return String(loan.id)
}

const claim = (loanId: string | null, offsetAmount: number, amounts: number[]) => ({
  applyDate: '2026-05-20',
  reimburseType: '1',
  remark: `测试报销-${Math.round(Math.random() * 1e9)}`,
  loanId,
  offsetAmount,
  iprReimburseItemList: amounts.map((amount) => ({ expenseDate: '2026-05-18', expenseType: '1', amount })),
})

const loanRow = (id: string) => db.table('ipr_loan').get(id)!

describe('reimbursements and loans', () => {
  it('keeps the claim total as the sum of its lines and the amount paid as the total less the offset', async () => {
    const loanId = await approvedLoan(1000)
    const body = claim(loanId, 300, [120.1, 0.2, 379.7])
    expect(await send('/ipr/reimburse/add', 'POST', { ...body, totalAmount: 1 }, jeecg)).toMatchObject({
      success: true,
    })
    const saved = db.table('ipr_reimburse').first((row) => row.remark === body.remark)!
    expect(saved).toMatchObject({ applicant: 'jeecg', totalAmount: 500, offsetAmount: 300, payAmount: 200 })
    expect(String(saved.reimburseNo)).toMatch(/^BX\d{12}$/)
    const lines = await send(`/ipr/reimburse/queryItemListByMainId?id=${saved.id}`, 'GET', undefined, jeecg)
    expect(lines.result.map((line: { amount: number }) => line.amount)).toEqual([120.1, 0.2, 379.7])
  })

  it('refuses an offset larger than what the loan still owes, naming both amounts, and writes nothing', async () => {
    const loanId = await approvedLoan(1000, [{ repayDate: '2026-05-10', repayAmount: 400 }])
    const body = claim(loanId, 700, [800])
    const answer = await send('/ipr/reimburse/add', 'POST', body, jeecg)
    const loanNo = String(loanRow(loanId).loanNo)
    expect(answer).toMatchObject({
      success: false,
      message: `冲借款金额 700.00 元超过借款「${loanNo}」的未还余额 600.00 元，请调整后再保存`,
    })
    expect(db.table('ipr_reimburse').first((row) => row.remark === body.remark)).toBeUndefined()
  })

  it('refuses an offset larger than the claim itself and a loan of someone else', async () => {
    const loanId = await approvedLoan(1000)
    expect((await send('/ipr/reimburse/add', 'POST', claim(loanId, 300, [200]), jeecg)).message).toBe(
      '冲借款金额 300.00 元超过报销金额 200.00 元，请调整后再保存',
    )
    const other = db.table('ipr_loan').first((row) => row.borrower === 'zhangsan' && row.bpmStatus === '3')!
    expect((await send('/ipr/reimburse/add', 'POST', claim(String(other.id), 100, [200]), jeecg)).message).toBe(
      `借款「${String(other.loanNo)}」不是${String(db.table('sys_user').first((row) => row.username === 'jeecg')!.realname)}的借款，不能冲抵`,
    )
  })

  it('computes the loan state from repayments and offsets: 未还, 部分归还, 已还清, and back when a claim goes', async () => {
    const loanId = await approvedLoan(1000)
    expect(loanRow(loanId)).toMatchObject({ repayStatus: '0', balance: 1000 })
    await send('/ipr/loan/edit', 'PUT', {
      id: loanId,
      iprLoanRepaymentList: [{ repayDate: '2026-05-10', repayAmount: 250.5 }],
    })
    expect(loanRow(loanId)).toMatchObject({ repayStatus: '1', repaidAmount: 250.5, balance: 749.5 })
    const body = claim(loanId, 749.5, [749.5, 100])
    expect((await send('/ipr/reimburse/add', 'POST', body, jeecg)).success).toBe(true)
    expect(loanRow(loanId)).toMatchObject({ repayStatus: '2', offsetAmount: 749.5, balance: 0 })
    const saved = db.table('ipr_reimburse').first((row) => row.remark === body.remark)!
    expect((await send(`/ipr/reimburse/delete?id=${saved.id}`, 'DELETE', undefined, jeecg)).success).toBe(true)
    expect(loanRow(loanId)).toMatchObject({ repayStatus: '1', offsetAmount: 0, balance: 749.5 })
  })

  it('财务 pays an approved claim once; a loan offset to nothing closes and takes no more; figures agree', async () => {
    const loanId = await approvedLoan(800)
    const body = claim(loanId, 800, [500, 450.35])
    expect((await send('/ipr/reimburse/add', 'POST', body, jeecg)).success).toBe(true)
    const saved = db.table('ipr_reimburse').first((row) => row.remark === body.remark)!
    const loanNo = String(loanRow(loanId).loanNo)
    expect(loanRow(loanId)).toMatchObject({ repayStatus: '2', balance: 0 })
    expect((await send('/ipr/reimburse/add', 'POST', claim(loanId, 1, [10]), jeecg)).message).toBe(
      `借款「${loanNo}」已还清，不能再冲抵`,
    )

    const pay = (token = admin(), payMethod = '5') =>
      send('/ipr/reimburse/pay', 'PUT', { id: saved.id, payMethod, payDate: '2026-05-28' }, token)
    expect((await pay()).message).toBe(`报销单「${String(saved.reimburseNo)}」尚未审批通过，不能付款`)
    await approve('ipr_reimburse', String(saved.id), `报销审批-${String(saved.reimburseNo)}`)
    expect((await pay(jeecg)).success).toBe(false)
    expect((await pay(admin(), '')).message).toBe('请选择付款方式')
    expect(await pay()).toMatchObject({ success: true, message: '付款成功' })
    expect(db.table('ipr_reimburse').get(String(saved.id))).toMatchObject({
      payStatus: '1',
      payDate: '2026-05-28',
      payMethod: '5',
      payBy: 'admin',
    })
    expect((await pay()).message).toBe(`报销单「${String(saved.reimburseNo)}」已于2026-05-28付款，不能重复付款`)
    const edited = await send('/ipr/reimburse/edit', 'PUT', { id: saved.id, payStatus: '0' })
    expect(edited.success).toBe(false)

    // The claim's 实付 and the loan's 冲销 read the same on the list, the record and the employee's own list.
    const cents = (value: unknown) => Math.round(Number(value) * 100)
    const listed = (await send(`/ipr/reimburse/list?reimburseNo=${String(saved.reimburseNo)}`)).result.records[0]
    const record = (await send(`/ipr/reimburse/queryById?id=${String(saved.id)}`)).result
    const own = (await send('/ipr/reimburse/list?flag=1&pageSize=100', 'GET', undefined, jeecg)).result.records
    const ownRow = own.find((row: { id: string }) => row.id === saved.id)
    for (const row of [listed, record, ownRow]) {
      expect(cents(row.payAmount)).toBe(15035)
      expect(cents(row.offsetAmount)).toBe(80000)
      expect(row.payStatus).toBe('1')
    }
    const ownLoans = (await send('/ipr/loan/list?flag=1&pageSize=100', 'GET', undefined, jeecg)).result.records
    const loanRecord = (await send(`/ipr/loan/queryById?id=${loanId}`)).result
    for (const loan of [ownLoans.find((row: { id: string }) => row.id === loanId), loanRecord])
      expect([cents(loan.offsetAmount), cents(loan.balance), loan.repayStatus]).toEqual([80000, 0, '2'])
  })

  it('refuses repayments beyond the loan and the deletion of a loan a claim is set against', async () => {
    const loanId = await approvedLoan(500)
    const answer = await send('/ipr/loan/edit', 'PUT', {
      id: loanId,
      iprLoanRepaymentList: [{ repayDate: '2026-05-10', repayAmount: 600 }],
    })
    expect(answer.message).toBe('还款合计 600.00 元加已冲销 0.00 元超过借款金额 500.00 元，请核对还款记录')
    await send('/ipr/reimburse/add', 'POST', claim(loanId, 100, [100]), jeecg)
    expect((await send('/ipr/loan/edit', 'PUT', { id: loanId, loanAmount: 5000 })).message).toBe(
      '借款已审批通过，借款人、日期和金额不能修改',
    )
    // Approved, the loan is kept whole by the approval lock before its claim is looked at.
    expect((await send(`/ipr/loan/delete?id=${loanId}`, 'DELETE')).message).toMatch(
      /^借款「JK\d+」已审批通过，不允许删除！$/,
    )
    expect(db.table('ipr_loan').get(loanId)).toBeDefined()
    // Reopened by 变更, it is still the claim's to keep.
    const body = { flowCode: 'ipr_loan', id: loanId }
    expect(await send('/act/process/extActProcess/changeProcess', 'POST', body)).toMatchObject({ success: true })
    expect((await send(`/ipr/loan/delete?id=${loanId}`, 'DELETE')).message).toMatch(
      /^借款「JK\d+」已被报销单「BX\d+」冲抵，不能删除$/,
    )
  })
})

const salarySheet = (rows: string[][]) =>
  writeWorkbook({ name: '工资', titles: ['工资报表', '导出人:管理员'], header: SALARY_HEADER, rows })

describe('salaries', () => {
  it('imports the good rows of a month, computes their pay and reports the bad ones with code 201', async () => {
    const bytes = await salarySheet([
      ['2031-03', 'jeecg', '8000', '2000', '1500.5', '500', '100', '840', '960', '115.5'],
      ['2031-03', '查无此人', '8000', '', '', '', '', '', '', ''],
      ['2031-03', 'zhangsan', '9000', '1000', '', '', '', '', '', ''],
      ['2031-3', 'lisi', '9000', '', '', '', '', '', '', ''],
    ])
    const answer = await upload('/ipr/salary/importExcel', admin(), { name: '工资.xlsx', bytes })
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' })
    expect(answer.result).toMatchObject({ totalCount: 4, errorCount: 2, successCount: 2 })
    const report = (await download(answer.result.fileUrl)).text
    expect(report).toContain('第 2 行：员工「查无此人」不存在，忽略导入。')
    expect(report).toContain('第 4 行：工资月份：请输入yyyy-MM格式的月份，忽略导入。')
    const rows = db.table('ipr_salary').list((row) => row.salaryMonth === '2031-03')
    expect(rows.map((row) => row.userName).sort()).toEqual(['jeecg', 'zhangsan'])
    expect(rows.find((row) => row.userName === 'jeecg')).toMatchObject({ grossSalary: 11900.5, netSalary: 9985 })
    const batches = await send('/ipr/salaryBatch/list?salaryMonth=2031-03')
    expect(batches.result.records.reduce((sum: number, batch: { headcount: number }) => sum + batch.headcount, 0)).toBe(
      2,
    )
  })

  it("judges the month by the rule catalogue's yyyy-MM rule, in a typed row and a batch (imported rows above)", async () => {
    const message = '工资月份：请输入yyyy-MM格式的月份'
    const typed = { salaryMonth: '2031/05', userName: 'jeecg', baseSalary: 8000 }
    expect(await send('/ipr/salary/add', 'POST', typed)).toMatchObject({ success: false, message })
    const batch = { salaryMonth: '2031-13', dept: 'A01' }
    expect(await send('/ipr/salaryBatch/add', 'POST', batch)).toMatchObject({ success: false, message })
  })

  it('confirms a batch, refuses to pay it before approval, pays it after, and then keeps its rows as they are', async () => {
    const bytes = await salarySheet([['2031-04', 'jeecg', '8000', '', '', '', '', '', '', '']])
    expect((await upload('/ipr/salary/importExcel', admin(), { name: '工资.xlsx', bytes })).code).toBe(200)
    const row = db.table('ipr_salary').first((salary) => salary.salaryMonth === '2031-04')!
    const batchId = String(row.batchId)
    expect((await send('/ipr/salaryBatch/confirm', 'PUT', { id: batchId })).message).toBe('工资已确认')
    expect((await send('/ipr/salaryBatch/pay', 'PUT', { id: batchId })).message).toBe('工资批次尚未审批通过，不能发放')
    const batch = db.table('ipr_salary_batch').get(batchId)!
    await approve('ipr_salary_batch', batchId, `工资审批-${String(batch.batchNo)}`)
    expect((await send('/ipr/salaryBatch/pay', 'PUT', { id: batchId })).message).toBe('工资已发放')
    expect(db.table('ipr_salary').get(String(row.id))).toMatchObject({ salaryStatus: '2' })
    expect((await send('/ipr/salary/edit', 'PUT', { id: row.id, baseSalary: 1 })).message).toMatch(
      /已确认，不能再导入或修改$/,
    )
  })
})

describe('what jeecg sees', () => {
  const everyRow = async (path: string, token: string) =>
    (await send(`${path}?pageSize=1000`, 'GET', undefined, token)).result.records as Record<string, unknown>[]

  it.each([
    ['/ipr/reimburse/list', 'applicant'],
    ['/ipr/loan/list', 'borrower'],
    ['/ipr/salary/list', 'userName'],
    ['/ipr/dailyLog/list', 'createBy'],
  ])('%s: only their own rows, where the administrator sees everyone’s', async (path, column) => {
    const own = await everyRow(path, jeecg)
    expect(own.length).toBeGreaterThan(0)
    expect(new Set(own.map((row) => row[column]))).toEqual(new Set(['jeecg']))
    const all = await everyRow(path, admin())
    expect(new Set(all.map((row) => row[column])).size).toBeGreaterThan(1)
  })

  it.each([
    ['/ipr/reimburse/list', 'applicant'],
    ['/ipr/dailyLog/list', 'createBy'],
  ])('%s: still only their own rows whatever flag, sysOrgCode or sort the address adds', async (path, column) => {
    for (const added of ['flag=0', 'flag=2', 'sysOrgCode=A01', `column=${column}&order=asc`, 'flag=0&sysOrgCode=']) {
      const rows = (await send(`${path}?pageSize=1000&${added}`, 'GET', undefined, jeecg)).result.records as Record<
        string,
        unknown
      >[]
      expect(new Set(rows.map((row) => row[column])), added).toEqual(new Set(rows.length ? ['jeecg'] : []))
    }
  })

  it('may not open the salary batches nor review a log', async () => {
    expect((await send('/ipr/salaryBatch/confirm', 'PUT', { id: 'x' }, jeecg)).code).toBe(510)
    const log = db.table('ipr_daily_log').first((row) => row.createBy === 'zhangsan' && row.reviewStatus === '0')!
    expect((await send('/ipr/dailyLog/review', 'PUT', { id: log.id }, jeecg)).code).toBe(510)
  })
})

describe('work logs', () => {
  it('a manager reviews someone else’s log once; the author can no longer change it', async () => {
    const log = db.table('ipr_daily_log').first((row) => row.createBy === 'jeecg' && row.reviewStatus === '0')!
    expect(await send('/ipr/dailyLog/review', 'PUT', { id: log.id, reviewComment: '已阅，注意期限' })).toMatchObject({
      success: true,
      message: '批阅成功',
    })
    expect(db.table('ipr_daily_log').get(String(log.id))).toMatchObject({
      reviewStatus: '1',
      reviewer: 'admin',
      reviewComment: '已阅，注意期限',
    })
    expect((await send('/ipr/dailyLog/review', 'PUT', { id: log.id })).message).toBe('该日志已批阅')
    expect((await send('/ipr/dailyLog/edit', 'PUT', { id: log.id, workHours: 6 }, jeecg)).message).toBe(
      '日志已批阅，不能修改',
    )
  })

  it('refuses a second 日报 of the same day and hours beyond a day', async () => {
    const body = { logDate: '2031-01-06', logType: '1', todayContent: '撰写专利申请文件', workHours: 8 }
    expect((await send('/ipr/dailyLog/add', 'POST', body, jeecg)).success).toBe(true)
    expect((await send('/ipr/dailyLog/add', 'POST', body, jeecg)).message).toBe('2031-01-06的日报已填写，请修改原日志')
    expect((await send('/ipr/dailyLog/add', 'POST', { ...body, logType: '2', workHours: 25 }, jeecg)).message).toBe(
      '工时应在0到24小时之间',
    )
  })
})
