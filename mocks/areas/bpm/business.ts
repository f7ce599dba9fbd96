import type { Row } from '../../kernel/db/table'
import { formatDateTime } from '../../kernel/db/time'
import { failure, ok, succeed } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import { BPM_TABLES } from './seed'
import type { Route } from '../../kernel/routes/route'
import { assignmentOf } from './assignment'
import { BPM_STATUS } from './business-row'
import { nextElement } from './next-element'
import { bpmTables } from './tables'
import { openTask, person } from './task-flow'
import { instanceView } from './views'

/**
 * Business tables whose rows go through approval: the button code that may submit one and the instance's name.
 * The flow code a list sends is the table name, the `formKey` of the process binding (流程表单) for that table.
 */
const APPROVABLE: Readonly<Record<string, { permission: string; title: (row: Row) => string }>> = {
  ipr_contract: { permission: 'ipr:contract:submit', title: (row) => `合同审批-${textOf(row.contractName)}` },
  ipr_reimburse: { permission: 'ipr:reimburse:submit', title: (row) => `报销审批-${textOf(row.reimburseNo)}` },
  ipr_loan: { permission: 'ipr:loan:submit', title: (row) => `借款审批-${textOf(row.loanNo)}` },
  ipr_salary_batch: { permission: 'ipr:salaryBatch:submit', title: (row) => `工资审批-${textOf(row.batchNo)}` },
  ipr_invoice: { permission: 'ipr:invoice:submit', title: (row) => `开票审批-${textOf(row.invoiceTitle)}` },
  ipr_requisition: { permission: 'ipr:requisition:submit', title: (row) => `用款审批-${textOf(row.reason)}` },
  ipr_refund: { permission: 'ipr:refund:submit', title: (row) => `退款审批-${textOf(row.refundNo)}` },
}

const attributes = (text: string): Record<string, string> =>
  Object.fromEntries([...text.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]))

/** The id of the model's start event. */
function startOf(xml: string): { startId: string } | null {
  const start = /<(?:[\w-]+:)?startEvent\b([^>]*)>/.exec(xml)
  const id = start && attributes(start[1]).id
  return id ? { startId: id } : null
}

/**
 * `ExtActProcessController.startMutilProcess` of JeecgBoot's workflow module: 提交审批 of a list row starts the process
 * bound to the row's form, marks the row 处理中 and gives the first approval task to its assignee (我的待办).
 */
export const businessProcessRoutes: Route[] = [
  {
    path: '/act/process/extActProcess/startMutilProcess',
    methods: ['POST'],
    // The submit button code of the business list the form belongs to; an unknown form is refused by the handler.
    async permission(context) {
      return APPROVABLE[textOf((await context.body<Record<string, unknown>>()).flowCode)]?.permission
    },
    async handle(context) {
      const body = await context.body<Record<string, unknown>>()
      const flowCode = textOf(body.flowCode)
      const approvable = APPROVABLE[flowCode]
      if (!approvable) return failure('未找到流程表单配置')
      const { db } = context
      const binding = db
        .table<Row>(BPM_TABLES.form)
        .first((form) => form.formKey === flowCode && textOf(form.status) === '1')
      const model =
        binding &&
        bpmTables(db)
          .models.list((row) => row.key === binding.processKey)
          .at(-1)
      const start = model && startOf(model.xml)
      const first = start && nextElement(model.xml, start.startId)
      if (!model || !start || first?.type !== 'userTask') return failure('表单未绑定可用的流程，请先在流程表单中配置')
      const table = db.table<Row>(flowCode)
      const row = table.get(textOf(body.id))
      if (!row) return failure('未找到对应数据')
      if (textOf(row.bpmStatus) !== BPM_STATUS.draft) return failure('该数据已提交审批，不能重复提交')
      const now = formatDateTime(db.now())
      const starter = person(db, context.user!.username)
      const { instances, activities } = bpmTables(db)
      const instance = instances.insert({
        modelId: String(model.id),
        name: approvable.title(row),
        result: 1,
        startUsername: starter.username,
        startUserName: starter.name,
        startDeptName: starter.dept,
        createTime: now,
        endTime: null,
        businessTable: flowCode,
        businessId: String(row.id),
      })
      activities.insert({ instanceId: instance.id, key: start.startId, taskId: null, startTime: now, endTime: now })
      table.update(row.id, { bpmStatus: BPM_STATUS.running })
      openTask(
        context.backend,
        instance,
        first,
        assignmentOf(db, model.xml, first.id, instance, textOf(body.nextUserName)),
      )
      return succeed('提交流程成功')
    },
  },
  {
    path: '/act/process/extActProcess/getInstanceByBusiness',
    methods: ['GET'],
    handle(context) {
      const flowCode = context.requiredParam('flowCode')
      const id = context.requiredParam('id')
      const instance = bpmTables(context.db)
        .instances.list((row) => row.businessTable === flowCode && row.businessId === id)
        .at(-1)
      return ok(instance ? instanceView(instance) : null)
    },
  },
]
