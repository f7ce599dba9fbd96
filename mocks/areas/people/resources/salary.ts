import type { Row } from '../../../kernel/db/table'
import type { RequestContext } from '../../../kernel/routes/route'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { omit } from '../../../kernel/services/omit'
import { textOf } from '../../../kernel/services/text'
import { createdStamp } from '../../../kernel/crud/audit'
import type { CrudResource } from '../../../kernel/crud/resource'
import type { FieldRules } from '../../../kernel/crud/validate'
import { flagScope, mine } from '../../../kernel/crud/scope'
import { BPM_STATUS } from '../../agency/resources/ipr-contract'
import { cents, toYuan } from '../../agency/resources/ipr-money'
import { withProcessInstance } from '../../agency/resources/ipr-approval'
import { underApproval } from './approval'
import { realnameOf } from './users'
import { withNumber } from '../../agency/resources/ipr-fill-number'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { commissionOf, commissionTable, monthKey } from '../commission/commission'

/** `ipr_salary_status`: a batch is drafted (imported, corrected), confirmed, then paid after approval. */
export const SALARY_STATUS = { draft: '0', confirmed: '1', paid: '2' } as const

/** What adds up to the gross pay (业务提成 the server's, from the commission rules) and what is withheld, in yuan. */
const EARNINGS = ['baseSalary', 'postSalary', 'performance', 'commission', 'allowance'] as const
const WITHHELD = ['deduction', 'socialInsurance', 'housingFund', 'incomeTax'] as const

/** 工资月份 is judged by the rule catalogue's yyyy-MM rule, the one the salary form's field names. */
const MONTH_RULES: FieldRules = { salaryMonth: ['yearMonth'] }

const departNameOf = (context: RequestContext, orgCode: unknown) =>
  textOf(context.db.table<Row>('sys_depart').first((depart) => depart.orgCode === orgCode)?.departName ?? orgCode)

/** The rows of one batch. */
export const salariesOf = (context: RequestContext, batchId: string) =>
  context.db.table<Row>('ipr_salary').list((row) => row.batchId === batchId)

/**
 * 应发 = 基本 + 岗位 + 绩效 + 业务提成 + 补贴 − 考勤扣款; 实发 = 应发 − 个人社保 − 个人公积金 − 个人所得税, in cents so the
 * sums are exact.
 */
export function payOf(amounts: Readonly<Record<string, unknown>>): { grossSalary: number; netSalary: number } {
  const amount = (field: string) => cents(amounts[field])
  const gross = EARNINGS.reduce((sum, field) => sum + amount(field), 0) - amount('deduction')
  const net = gross - amount('socialInsurance') - amount('housingFund') - amount('incomeTax')
  return { grossSalary: toYuan(gross), netSalary: toYuan(net) }
}

const TITLES: Readonly<Record<string, string>> = {
  baseSalary: '基本工资',
  postSalary: '岗位工资',
  performance: '绩效工资',
  commission: '业务提成',
  allowance: '补贴',
  deduction: '考勤扣款',
  socialInsurance: '个人社保',
  housingFund: '个人公积金',
  incomeTax: '个人所得税',
}

/** The batch of a department's month, opened as a draft by the first row written into it. */
function batchFor(context: RequestContext, salaryMonth: string, dept: string): Row {
  const batches = context.db.table<Row>('ipr_salary_batch')
  const found = batches.first((row) => row.salaryMonth === salaryMonth && row.dept === dept)
  if (found) return found
  const values = withNumber({ salaryMonth, dept }, context, 'batchNo', 'ipr_salary_batch_no')
  return batches.insert({
    remark: null,
    payDate: null,
    ...values,
    headcount: null,
    grossTotal: null,
    netTotal: null,
    salaryStatus: SALARY_STATUS.draft,
    bpmStatus: BPM_STATUS.draft,
    sysOrgCode: dept,
    ...createdStamp(context),
    updateBy: null,
    updateTime: null,
  })
}

/** Rows may change only while their batch is a draft that is not under approval. */
export function batchLocked(context: RequestContext, batch: Row | undefined): ResultBody<null> | undefined {
  if (!batch) return undefined
  const name = `${departNameOf(context, batch.dept)}${textOf(batch.salaryMonth)}的工资`
  if (underApproval(batch)) return failure(`${name}正在审批中，不能修改`)
  if (batch.salaryStatus !== SALARY_STATUS.draft) return failure(`${name}已确认，不能再导入或修改`)
  return undefined
}

/**
 * One employee's month, checked as an import row is: a real employee, one row per employee and month, a batch
 * still open (the month's format is MONTH_RULES'); it joins (or opens) the batch of its department and month and
 * gets its pay computed.
 */
function prepareSalary(
  values: Record<string, unknown>,
  context: RequestContext,
  existing: Row | undefined,
): Record<string, unknown> | ResultBody<null> {
  const batches = context.db.table<Row>('ipr_salary_batch')
  const lockedBefore = existing && batchLocked(context, batches.get(textOf(existing.batchId)))
  if (lockedBefore) return lockedBefore
  const salaryMonth = textOf(values.salaryMonth ?? existing?.salaryMonth)
  const userName = textOf(values.userName ?? existing?.userName)
  const user = context.db.table<Row>('sys_user').first((row) => row.username === userName)
  if (!user) return failure(`员工「${userName}」不存在`)
  const taken = context.db
    .table<Row>('ipr_salary')
    .first((row) => row.salaryMonth === salaryMonth && row.userName === userName && row.id !== existing?.id)
  if (taken) return failure(`${textOf(user.realname)}${salaryMonth}的工资已存在`)
  const dept = textOf(values.dept ?? existing?.dept) || textOf(user.orgCode)
  // An edit's empty values keep the stored ones (MyBatis-Plus skips nulls), so the pay is computed over both.
  const sent = Object.entries(omit(values, 'commission')).filter(([, value]) => value !== null && value !== undefined)
  const amounts: Record<string, unknown> = {
    ...existing,
    ...Object.fromEntries(sent),
    commission: commissionOf(context.db, userName, salaryMonth),
  }
  // Every column is money paid or withheld: a negative amount is a typing error.
  const negative = [...EARNINGS, ...WITHHELD].find((field) => cents(amounts[field]) < 0)
  if (negative) return failure(`${TITLES[negative]}不能为负数`)
  const batch = batchFor(context, salaryMonth, dept)
  const locked = batchLocked(context, batch)
  if (locked) return locked
  return {
    ...omit(values, 'commission', 'grossSalary', 'netSalary', 'salaryStatus', 'payDate', 'batchId'),
    salaryMonth,
    userName,
    dept,
    commission: amounts.commission,
    ...payOf(amounts),
    batchId: batch.id,
    salaryStatus: batch.salaryStatus,
  }
}

/**
 * `IprSalaryController`: one row per employee and month. Imported a month at a time through `ImportExcelUtil`
 * (good rows kept, bad rows reported with code 201); 我的工资条 lists the signed-in user's own rows (flag 1), and the
 * page's data rule keeps ordinary staff to theirs whatever they ask.
 */
export const iprSalaryResource: CrudResource = {
  ...controllerResource('ipr-salary'),
  rules: MONTH_RULES,
  importStyle: 'rows',
  excelFields: [
    'salaryMonth',
    'userName',
    'dept',
    ...EARNINGS,
    ...WITHHELD,
    'grossSalary',
    'netSalary',
    'salaryStatus',
    'remark',
  ],
  defaultSort: { column: 'salaryMonth', order: 'desc' },
  // 工资管理 for whoever keeps the payroll, 我的工资条 for everyone else.
  dataRulePage: ['ipr/SalaryList', 'ipr/MyPayslipList'],
  listScope: flagScope({ '1': mine('userName') }),
  prepare: prepareSalary,
  beforeDelete(ids, context) {
    const batches = context.db.table<Row>('ipr_salary_batch')
    for (const row of context.db.table<Row>('ipr_salary').list((salary) => ids.includes(String(salary.id)))) {
      const locked = batchLocked(context, batches.get(textOf(row.batchId)))
      if (locked) return failure(`${realnameOf(context, row.userName)}：${locked.message}`)
    }
  },
}

/** Each row of a batch gets the 业务提成 its month's receipts give now, and its pay follows. */
export function recomputeCommission(context: RequestContext, batchId: string): void {
  const table = commissionTable(context.db)
  for (const row of salariesOf(context, batchId)) {
    const commission = table.get(monthKey(textOf(row.userName), textOf(row.salaryMonth)))?.commission ?? 0
    context.db.table<Row>('ipr_salary').update(row.id, { commission, ...payOf({ ...row, commission }) })
  }
}

/** A batch's head count and sums, from its rows at the moment it is read. */
function withTotals(row: Row, context: RequestContext): Row {
  const rows = salariesOf(context, String(row.id))
  const sum = (field: string) => toYuan(rows.reduce((total, salary) => total + cents(salary[field]), 0))
  return { ...row, headcount: rows.length, grossTotal: sum('grossSalary'), netTotal: sum('netSalary') }
}

const withInstance = withProcessInstance('ipr_salary_batch')

/**
 * `IprSalaryBatchController`: a department's month of salaries. Its totals are its rows'; it goes 草稿 → 已确认
 * (confirm) → approval → 已发放 (pay), and only a draft may be deleted, together with its rows.
 */
export const iprSalaryBatchResource: CrudResource = {
  ...controllerResource('ipr-salary-batch'),
  rules: MONTH_RULES,
  unique: [{ field: 'batchNo', message: '批次号已存在' }],
  generated: ['bpmStatus'],
  defaultSort: { column: 'salaryMonth', order: 'desc' },
  toJson: (row, context) => withInstance(withTotals(row, context), context),
  prepare(values, context, existing) {
    if (underApproval(existing)) return failure('工资批次正在审批中，不能修改')
    const rest = omit(values, 'bpmStatus', 'headcount', 'grossTotal', 'netTotal', 'salaryStatus', 'payDate')
    if (existing) return omit(rest, 'salaryMonth', 'dept')
    const salaryMonth = textOf(rest.salaryMonth)
    const clash = context.db
      .table<Row>('ipr_salary_batch')
      .first((row) => row.salaryMonth === salaryMonth && row.dept === rest.dept)
    if (clash) return failure(`${departNameOf(context, rest.dept)}${salaryMonth}的工资批次已存在`)
    const numbered = withNumber(rest, context, 'batchNo', 'ipr_salary_batch_no')
    return {
      ...numbered,
      sysOrgCode: rest.dept,
      salaryStatus: SALARY_STATUS.draft,
      bpmStatus: BPM_STATUS.draft,
    }
  },
  beforeDelete(ids, context) {
    const batches = context.db.table<Row>('ipr_salary_batch')
    const kept = batches.first((row) => ids.includes(String(row.id)) && row.salaryStatus !== SALARY_STATUS.draft)
    if (kept) return failure(`${departNameOf(context, kept.dept)}${textOf(kept.salaryMonth)}的工资已确认，不能删除`)
    context.db.table<Row>('ipr_salary').purgeWhere((row) => ids.includes(textOf(row.batchId)))
  },
}
