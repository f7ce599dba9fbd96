import type { SysDepart } from '../../../kernel/db/entities'
import { BPM_TABLES } from '../../bpm/seed'
import { audit, type SeedContext } from '../../../kernel/seed/context'
import { IP_RECORD_NUMBERS } from '../resources/ipr-record-numbers'

/** Case types under each business type (key = `ipr_business_type` value); the tree's codes are what cases store. */
const CASE_TYPES: ReadonlyArray<readonly [businessType: string, name: string, types: readonly string[]]> = [
  [
    '1',
    '专利',
    ['发明申请', '实用新型申请', '外观设计申请', 'PCT国际申请', '审查意见答复', '复审', '无效宣告', '专利检索/分析'],
  ],
  ['2', '商标', ['注册申请', '续展', '变更', '异议', '驳回复审', '撤三答辩']],
  ['3', '版权', ['软件著作权登记', '作品登记']],
  ['4', '项目申报', ['高新技术企业认定', '知识产权示范企业', '专利资助申报']],
  ['5', '知产转让', ['专利转让', '商标转让', '著作权转让']],
]

/** Root of the 案件类型 tree; a business type's node is `C01A0<type>` and its case types `C01A0<type>A01` …. */
export const CASE_TYPE_ROOT = 'C01'
export const caseTypeCodes = (businessType: string): string[] =>
  (CASE_TYPES.find(([type]) => type === businessType)?.[2] ?? []).map(
    (_, index) => `${CASE_TYPE_ROOT}A0${businessType}A${String(index + 1).padStart(2, '0')}`,
  )

export function seedCaseTypes(ctx: SeedContext, company: SysDepart): void {
  const insert = (pid: string, name: string, code: string, hasChild: boolean) =>
    ctx.db.table('sys_category').insert({
      id: ctx.id(),
      pid,
      name,
      code,
      sysOrgCode: company.orgCode,
      hasChild: hasChild ? '1' : '0',
      ...audit('2021-03-03 11:00:00'),
    })
  const root = insert('0', '案件类型', CASE_TYPE_ROOT, true)
  for (const [businessType, name, types] of CASE_TYPES) {
    const node = insert(String(root.id), name, `${CASE_TYPE_ROOT}A0${businessType}`, true)
    const codes = caseTypeCodes(businessType)
    types.forEach((type, index) => insert(String(node.id), type, codes[index], false))
  }
}

const SERIAL_RULE = 'org.jeecg.modules.ipr.rule.SerialNumberRule'

/** The number rules the agency's forms draw from: prefix + yyyyMMdd + a 4-digit serial of the day. */
const FILL_RULES = [
  {
    ruleName: '客户编号',
    ruleCode: 'ipr_customer_no',
    ruleClass: SERIAL_RULE,
    ruleParams: { prefix: 'KH', digits: 4, table: 'ipr_customer', field: 'customerNo' },
  },
  {
    ruleName: '合同编号',
    ruleCode: 'ipr_contract_no',
    ruleClass: SERIAL_RULE,
    ruleParams: { prefix: 'HT', digits: 4, table: 'ipr_contract', field: 'contractNo' },
  },
  {
    // The firm's 我方案号 tells the business at a glance: P patents, T trademarks, C copyright, X projects, Z transfers.
    ruleName: '案号',
    ruleCode: 'ipr_case_no',
    ruleClass: SERIAL_RULE,
    ruleParams: {
      prefix: 'AJ',
      prefixField: 'businessType',
      prefixes: { '1': 'P', '2': 'T', '3': 'C', '4': 'X', '5': 'Z' },
      digits: 4,
      table: 'ipr_case',
      field: 'caseNo',
    },
  },
  // IP records by kind, each with the prefix the seed's numbers carry; fees and parcels have a number of the firm's own.
  ...Object.values(IP_RECORD_NUMBERS).map(([ruleName, ruleCode, prefix]) => ({
    ruleName,
    ruleCode,
    ruleClass: SERIAL_RULE,
    ruleParams: { prefix, digits: 4, table: 'ipr_info', field: 'iprNo' },
  })),
  {
    ruleName: '费用编号',
    ruleCode: 'ipr_expense_no',
    ruleClass: SERIAL_RULE,
    ruleParams: { prefix: 'FY', digits: 4, table: 'ipr_expense', field: 'expenseNo' },
  },
  {
    ruleName: '快递收发编号',
    ruleCode: 'ipr_express_no',
    ruleClass: SERIAL_RULE,
    ruleParams: { prefix: 'KD', digits: 4, table: 'ipr_express', field: 'parcelNo' },
  },
  {
    ruleName: '订单流水号',
    ruleCode: 'shop_order_num',
    ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
    ruleParams: { prefix: 'CN' },
  },
]

export function seedFillRules(ctx: SeedContext): void {
  FILL_RULES.forEach((rule, index) =>
    ctx.db.table('sys_fill_rule').insert({
      id: ctx.id(),
      ...rule,
      ruleParams: JSON.stringify(rule.ruleParams),
      ...audit(`2021-03-04 10:0${index}:00`),
    }),
  )
}

/** One approval step of a seeded model: its node and the designer's attributes saying who does it. */
export interface ApprovalStep {
  id: string
  name: string
  /** camunda attributes: `camunda:assignee="admin"`, `camunda:candidateGroups="finance"` … */
  rule: string
  /** Record fields the step's approver may change (`editableFields`, a property the designer writes). */
  editable?: string[]
}

const stepXml = ({ id, name, rule, editable }: ApprovalStep) =>
  editable
    ? `    <bpmn2:userTask id="${id}" name="${name}" ${rule}>
      <bpmn2:extensionElements><camunda:properties><camunda:property name="editableFields" value="${editable.join(',')}" /></camunda:properties></bpmn2:extensionElements>
    </bpmn2:userTask>`
    : `    <bpmn2:userTask id="${id}" name="${name}" ${rule} />`

/** An approval model started by 提交审批: its steps in a row, by default one step approved by the administrator. */
export const approvalXml = (
  processKey: string,
  processName: string,
  taskName: string,
  steps: readonly ApprovalStep[] = [{ id: 'managerApprove', name: taskName, rule: 'camunda:assignee="admin"' }],
) => {
  const nodes = ['start', ...steps.map((step) => step.id), 'end']
  const x = (index: number) => 152 + index * 170
  const shape = (id: string, index: number) =>
    id === 'start' || id === 'end'
      ? `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x(index)}" y="142" width="36" height="36" /></bpmndi:BPMNShape>`
      : `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x(index) - 32}" y="120" width="100" height="80" /></bpmndi:BPMNShape>`
  const flows = nodes.slice(1).map((target, index) => ({ id: `flow${index + 1}`, source: nodes[index], target }))
  const right = (index: number) => (index === 0 ? x(0) + 36 : x(index) + 68)
  const left = (index: number) => (index === nodes.length - 1 ? x(index) : x(index) - 32)
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_${processKey}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${processKey}" name="${processName}" isExecutable="true">
    <bpmn2:startEvent id="start" name="提交审批" camunda:initiator="initiator" />
${steps.map(stepXml).join('\n')}
    <bpmn2:endEvent id="end" name="结束" />
${flows.map((flow) => `    <bpmn2:sequenceFlow id="${flow.id}" sourceRef="${flow.source}" targetRef="${flow.target}" />`).join('\n')}
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processKey}">
${nodes.map((id, index) => `      ${shape(id, index)}`).join('\n')}
${flows.map((flow, index) => `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}"><di:waypoint x="${right(index)}" y="160" /><di:waypoint x="${left(index + 1)}" y="160" /></bpmndi:BPMNEdge>`).join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`
}

/** One business list's approval: the model and its binding (流程表单) to the list's table, the flow code 提交审批 sends. */
export interface ApprovalSpec {
  processKey: string
  processName: string
  taskName: string
  formName: string
  /** The business table, which is the flow code. */
  formKey: string
  formUrl: string
  remark: string
  createTime: string
  steps?: readonly ApprovalStep[]
}

export function seedApproval(ctx: SeedContext, spec: ApprovalSpec): void {
  ctx.db.table(BPM_TABLES.model).insert({
    id: ctx.id(),
    key: spec.processKey,
    name: spec.processName,
    flavour: 'camunda',
    xml: approvalXml(spec.processKey, spec.processName, spec.taskName, spec.steps),
    createTime: spec.createTime,
    updateTime: null,
  })
  ctx.db.table(BPM_TABLES.form).insert({
    id: ctx.id(),
    formName: spec.formName,
    formKey: spec.formKey,
    formType: '3',
    formUrl: spec.formUrl,
    processKey: spec.processKey,
    status: '1',
    remark: spec.remark,
    createBy: 'admin',
    createTime: spec.createTime,
    updateBy: null,
    updateTime: null,
  })
}

/** A list's approval as a row: its table (the flow code), process, task and form names, list page and remark. */
export type ListApproval = readonly [
  formKey: string,
  processName: string,
  taskName: string,
  formName: string,
  formUrl: string,
  remark: string,
]

/**
 * Several lists' approvals, each the process `<table>_approval` with the steps `stepsOf` gives its task name, created
 * one after another at `createTimeOf(index)`.
 */
export function seedListApprovals(
  ctx: SeedContext,
  approvals: readonly ListApproval[],
  createTimeOf: (index: number) => string,
  stepsOf: (taskName: string) => readonly ApprovalStep[],
): void {
  approvals.forEach(([formKey, processName, taskName, formName, formUrl, remark], index) =>
    seedApproval(ctx, {
      processKey: `${formKey}_approval`,
      processName,
      taskName,
      formName,
      formKey,
      formUrl,
      remark,
      createTime: createTimeOf(index),
      steps: stepsOf(taskName),
    }),
  )
}

/**
 * The contract approval process and its binding to the contract list (whose form shows the record): 提交审批 of a
 * contract (flow code = its table) starts this model. The head of the contract's department approves first, then
 * one of 财务 claims (签收) the second step, where the remark may still be changed.
 */
export function seedContractApproval(ctx: SeedContext): void {
  seedApproval(ctx, {
    processKey: 'ipr_contract_approval',
    processName: '合同审批流程',
    taskName: '合同审批',
    formName: '合同审批单',
    formKey: 'ipr_contract',
    formUrl: 'ipr/ContractList',
    remark: '合同列表的提交审批',
    createTime: '2021-03-05 10:00:00',
    steps: [
      { id: 'deptApprove', name: '部门经理审批', rule: 'camunda:assignee="${deptLeader}"' },
      { id: 'financeApprove', name: '财务审批', rule: 'camunda:candidateGroups="finance"', editable: ['remark'] },
    ],
  })
}

/**
 * 回款逾期, the agency's daily job (`ContractPlanOverdueJob` in `jobs/index.ts`), seeded by the area that owns its
 * class: a few minutes after midnight, payment plan rows whose date has passed with no money in turn 已逾期.
 */
export function seedPlanOverdueJob(ctx: SeedContext): void {
  ctx.db.table('sys_quartz_job').insert({
    id: ctx.id(),
    delFlag: 0,
    jobClassName: 'org.jeecg.modules.ipr.job.ContractPlanOverdueJob',
    cronExpression: '0 5 0 * * ?',
    parameter: null,
    description: '回款逾期：每天零点5分把过了计划日期仍未回款的回款计划标记为已逾期',
    status: 0,
    ...audit('2021-06-10 10:30:00'),
  })
}
