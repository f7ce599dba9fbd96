import type { Row } from '../../../kernel/db/table'
import { formatDateTime } from '../../../kernel/db/time'
import { omit } from '../../../kernel/services/omit'
import { failure } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { department, dueWithin, flagScope, mine, overdue } from '../../../kernel/crud/scope'
import { stampOrgCodeOnAdd, withOrgCode } from './ipr-common'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { taskGiven } from '../messages'
import { feeFigures } from './fee-ledger'
import { crossCustomer } from './ipr-links'
import { withNumber } from './ipr-fill-number'
import { caseAppNoRefusal } from './checked-numbers'

/** 已授权/已注册/已登记 (7), 已驳回 (8), 已结案 (9) and 已撤回/放弃 (10) have no deadline left to watch. */
const CLOSED_CASE = new Set(['7', '8', '9', '10'])
export const caseClosed = (row: Row) => CLOSED_CASE.has(textOf(row.caseStatus))

/** `ipr_assign_status`: 0 待接收, 1 处理中, 2 已完成, 3 已退回, 4 已转派. */
export const ASSIGN_STATUS = { waiting: '0', working: '1', done: '2', sentBack: '3', passedOn: '4' } as const
const assignSettled = (row: Row) =>
  [ASSIGN_STATUS.done, ASSIGN_STATUS.passedOn].includes(textOf(row.assignStatus) as '2' | '4')

/**
 * `IprCaseController`: the firm's cases. 我的 is the handler's own, 本部门 the handling department's, 已逾期 the open
 * cases whose official deadline has passed, 即将到期 those due within a week. The data rules of 案件管理 narrow it
 * further (staff see their own cases).
 */
export const iprCaseResource: CrudResource = {
  ...controllerResource('ipr-case'),
  rules: { caseName: [['maxChars', 200]] },
  unique: [{ field: 'caseNo', message: '案号已存在' }],
  transient: ['advancedAmount', 'unbilledAmount'],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/CaseList',
  toJson: (row, context) => ({ ...row, ...feeFigures(context.db, 'caseId', String(row.id)) }),
  listScope: flagScope({
    '1': mine('handler'),
    '2': department('dept'),
    '3': overdue('officialDeadline', caseClosed),
    '4': dueWithin('officialDeadline', 7, caseClosed),
  }),
  prepare(values, context, existing) {
    const badNumber = caseAppNoRefusal(context.db, values, existing)
    if (badNumber) return badNumber
    const contractId = textOf(values.contractId ?? existing?.contractId)
    if (contractId) {
      const contract = context.db.table<Row>('ipr_contract').get(contractId)
      if (!contract) return failure('关联合同不存在')
      const crossed = crossCustomer(
        context.db,
        { name: `合同「${textOf(contract.contractName)}」`, customerId: contract.customerId },
        { name: '本案件', customerId: values.customerId ?? existing?.customerId },
      )
      if (crossed) return crossed
    }
    return existing ? values : withNumber(withOrgCode(values, context), context, 'caseNo', 'ipr_case_no')
  },
  beforeDelete(ids, context) {
    const held = context.db
      .table<Row>('ipr_case_assign')
      .count((row) => ids.includes(String(row.caseId)) && !assignSettled(row))
    if (held > 0) return failure(`案件还有${held}个未完成的分配任务，不能删除；请先完成或退回这些任务`)
  },
}

/**
 * `IprCaseAssignController`: tasks of a case given to staff. A new task is 待接收 whatever the body says; the state
 * only moves through accept / finish / sendBack / transfer (see ../case-assign.ts).
 */
export const iprCaseAssignResource: CrudResource = {
  ...controllerResource('ipr-case-assign'),
  generated: ['assignStatus'],
  defaultSort: { column: 'assignTime', order: 'desc' },
  // 案件分配 for whoever hands work out, 我的案件任务 for whoever only receives it.
  dataRulePage: ['ipr/CaseAssignList', 'ipr/MyCaseTaskList'],
  listScope: flagScope({
    '1': mine('assignee'),
    '2': mine('assigner'),
    '3': overdue('deadline', assignSettled),
  }),
  prepare(values, context, existing) {
    if (existing) return omit(values, 'assignStatus')
    const assignee = context.db.table<Row>('sys_user').first((user) => user.username === values.assignee)
    if (!assignee) return failure('承办人不存在')
    return stampOrgCodeOnAdd(
      {
        ...values,
        assigner: values.assigner ?? context.user?.username ?? null,
        assigneeDept: values.assigneeDept ?? assignee.orgCode ?? null,
        assignTime: values.assignTime ?? formatDateTime(context.db.now()),
        assignStatus: ASSIGN_STATUS.waiting,
        workload: values.workload ?? 1,
      },
      context,
      existing,
    )
  },
  afterSave(row, _body, context, previous) {
    if (previous) return
    // Assigning a case that waits for one (待配案) hands it to the assignee: it becomes theirs and 撰写中.
    const cases = context.db.table<Row>('ipr_case')
    const assigned = cases.get(String(row.caseId))
    if (assigned?.caseStatus === '0')
      cases.update(assigned.id, { caseStatus: '1', handler: row.assignee, dept: row.assigneeDept })
    taskGiven(context.backend, row, 'assigned', context.user?.username ?? null)
  },
}
