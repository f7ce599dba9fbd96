import type { Database } from '../../kernel/db/database'
import type { Row } from '../../kernel/db/table'
import { formatDateTime } from '../../kernel/db/time'
import { textOf } from '../../kernel/services/text'
import { APPROVABLE } from './approvable'
import { assignmentOf } from './assignment'
import { BPM_STATUS } from './business-row'
import { nextElement, type FlowElement } from './next-element'
import { choosesAssignee, chosenRefusal } from './chosen'
import { BPM_TABLES, type ActInstance, type ActModel, type ActTask } from './seed'
import { bpmTables } from './tables'
import { insertTask, person } from './task-flow'

const attributes = (text: string): Record<string, string> =>
  Object.fromEntries([...text.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]))

/** The id of the model's start event. */
function startOf(xml: string): string | undefined {
  const start = /<(?:[\w-]+:)?startEvent\b([^>]*)>/.exec(xml)
  return (start && attributes(start[1]).id) || undefined
}

/** The model bound (流程表单, formKey = the table) to a business table, and its first node when that is a user task. */
export function boundFirstTask(
  db: Database,
  flowCode: string,
): { model: ActModel; startId: string; first: FlowElement } | null {
  const binding = db
    .table<Row>(BPM_TABLES.form)
    .first((form) => form.formKey === flowCode && textOf(form.status) === '1')
  const model =
    binding &&
    bpmTables(db)
      .models.list((row) => row.key === binding.processKey)
      .at(-1)
  const startId = model && startOf(model.xml)
  const first = startId && nextElement(model.xml, startId)
  return model && startId && first && first.type === 'userTask' ? { model, startId, first } : null
}

/**
 * Starts the process bound to a business row for its starter: the instance, the start event's visit and the first
 * user task (its rule picks who; one the starter chooses needs their pick), the row marked 处理中. A refusal is its
 * message.
 */
export function startInstance(
  db: Database,
  flowCode: string,
  id: string,
  starterUsername: string,
  { chosen, at = formatDateTime(db.now()) }: { chosen?: string; at?: string } = {},
): { instance: ActInstance; task: ActTask } | string {
  const approvable = APPROVABLE[flowCode]
  if (!approvable) return '未找到流程表单配置'
  const bound = boundFirstTask(db, flowCode)
  if (!bound) return '表单未绑定可用的流程，请先在流程表单中配置'
  const { model, startId, first } = bound
  const table = db.table<Row>(flowCode)
  const row = table.get(id)
  if (!row) return '未找到对应数据'
  if (textOf(row.bpmStatus) !== BPM_STATUS.draft) return '该数据已提交审批，不能重复提交'
  const refusal = choosesAssignee(model.xml, first.id) ? chosenRefusal(db, chosen) : undefined
  if (refusal) return refusal
  const starter = person(db, starterUsername)
  const { instances, activities } = bpmTables(db)
  const instance = instances.insert({
    modelId: String(model.id),
    name: approvable.title(row),
    result: 1,
    startUsername: starter.username,
    startUserName: starter.name,
    startDeptName: starter.dept,
    createTime: at,
    endTime: null,
    businessTable: flowCode,
    businessId: String(row.id),
  })
  activities.insert({ instanceId: instance.id, key: startId, taskId: null, startTime: at, endTime: at })
  table.update(row.id, { bpmStatus: BPM_STATUS.running })
  const task = insertTask(db, instance, first, assignmentOf(db, model.xml, first.id, instance, chosen), null, at)
  return { instance, task }
}
