import { BPM_TABLES } from '../../bpm/seed'
import { audit, type SeedContext } from '../../../kernel/seed/context'
import { approvalXml, seedListApprovals, type ListApproval } from '../../agency/seed/settings'

const SERIAL_RULE = 'org.jeecg.modules.ipr.rule.SerialNumberRule'

/** The number rules of the people lists: prefix + yyyyMMdd + a 4-digit serial of the day. */
const FILL_RULES = [
  { ruleName: '报销单号', ruleCode: 'ipr_reimburse_no', prefix: 'BX', table: 'ipr_reimburse', field: 'reimburseNo' },
  { ruleName: '借款单号', ruleCode: 'ipr_loan_no', prefix: 'JK', table: 'ipr_loan', field: 'loanNo' },
  {
    ruleName: '工资批次号',
    ruleCode: 'ipr_salary_batch_no',
    prefix: 'GZ',
    table: 'ipr_salary_batch',
    field: 'batchNo',
  },
]

export function seedPeopleFillRules(ctx: SeedContext): void {
  FILL_RULES.forEach(({ prefix, table, field, ...rule }, index) =>
    ctx.db.table('sys_fill_rule').insert({
      id: ctx.id(),
      ...rule,
      ruleClass: SERIAL_RULE,
      ruleParams: JSON.stringify({ prefix, digits: 4, table, field }),
      ...audit(`2021-03-04 11:0${index}:00`),
    }),
  )
}

const PROCESS_KEY = 'ipr_people_approval'

/** The form bound to the process: 提交审批 of a salary batch (flow code = its table). */
const APPROVAL_FORMS = [
  { formName: '工资审批单', formKey: 'ipr_salary_batch', formUrl: 'ipr/SalaryList', remark: '工资管理的提交审批' },
]

/**
 * Money a staff member asks for: the head of their department (of the department above a team without one) approves,
 * then one of 财务 claims (签收) the payment step.
 */
const STAFF_MONEY = [
  ['ipr_reimburse', '报销审批流程', '报销审批', '报销审批单', 'ipr/ReimburseList', '报销管理的提交审批'],
  ['ipr_loan', '借款审批流程', '借款审批', '借款审批单', 'ipr/LoanList', '借款管理的提交审批'],
] as const satisfies readonly ListApproval[]

export function seedPeopleApproval(ctx: SeedContext): void {
  const createTime = '2021-03-05 11:00:00'
  ctx.db.table(BPM_TABLES.model).insert({
    id: ctx.id(),
    key: PROCESS_KEY,
    name: '人事行政审批流程',
    flavour: 'camunda',
    // One approval step, by the administrator (the firm's manager): the process salary batches submit to.
    xml: approvalXml(PROCESS_KEY, '人事行政审批流程', '主管审批'),
    createTime,
    updateTime: null,
  })
  for (const form of APPROVAL_FORMS)
    ctx.db.table(BPM_TABLES.form).insert({
      id: ctx.id(),
      ...form,
      formType: '3',
      processKey: PROCESS_KEY,
      status: '1',
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })
  seedListApprovals(
    ctx,
    STAFF_MONEY,
    (index) => `2021-03-05 11:1${index}:00`,
    () => [
      { id: 'leaderApprove', name: '部门经理审批', rule: 'camunda:assignee="${initiatorLeader}"' },
      { id: 'financeApprove', name: '财务审批', rule: 'camunda:candidateGroups="finance"' },
    ],
  )
}
