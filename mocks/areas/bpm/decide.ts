import type { BackendCore } from '../../kernel/backend-core'
import type { Row } from '../../kernel/db/table'
import { failure, succeed, type ResultBody } from '../../kernel/services/result'
import { closeTask, advance, endInstance, openTask, RESULT } from './task-flow'
import { openTaskFor } from './task-access'
import { bpmTables } from './tables'
import { userTaskOf } from './user-task'
import { backNodes } from './back-nodes'
import { chosenRefusal, nextChoosing } from './chosen'

/** `processModel` of JeecgBoot's `processComplete`: 1 同意 (on to the next node), 2 驳回 (end), 3 退回 (to a node). */
export interface Decision {
  taskId: string
  processModel: number
  reason: string
  /** 退回: the node to send the instance back to (a user task it passed, or the start event for the starter). */
  rejectModelNode?: string
  /** `${chosen}` of the next node: the user this approver picks. */
  nextUserName?: string
  fileList?: string | null
  /** Record fields the node lets its approver change (`editableFields`); others are ignored. */
  values?: Record<string, unknown>
  requireReason?: boolean
}

/** A decision on a task: its record's editable fields saved, then the instance moves on, ends or goes back. */
export function decide(backend: BackendCore, username: string | undefined, decision: Decision): ResultBody<null> {
  const { db } = backend
  const found = openTaskFor(db, decision.taskId, username)
  if ('error' in found) return found.error
  const { task } = found
  const reason = decision.reason.trim()
  if (!reason && (decision.requireReason || decision.processModel !== 1)) return failure('审批意见不能为空')
  const { instances, models, tasks } = bpmTables(db)
  const instance = instances.get(task.instanceId)!
  const xml = models.get(instance.modelId)?.xml ?? ''
  if (decision.processModel === 3) {
    const target = backNodes(db, instance, task).find((node) => node.id === decision.rejectModelNode)
    if (!target) return failure('只能退回到流程已经过的节点')
    closeTask(db, task, RESULT.sentBack, reason, decision.fileList)
    if (target.starter) endInstance(backend, instance, RESULT.sentBack)
    else openTask(backend, instance, target, { assignee: target.holder! })
    return succeed('退回成功')
  }
  if (decision.processModel === 2) {
    closeTask(db, task, RESULT.rejected, reason, decision.fileList)
    endInstance(backend, instance, RESULT.rejected)
    return succeed('办理成功！')
  }
  if (decision.processModel !== 1) return failure('请选择审批结果')
  // The next node's assignee is the approver's pick (发起人选择 of a node this approval opens).
  if (!task.returnTo && nextChoosing(db, instance, task.definitionKey)) {
    const refusal = chosenRefusal(db, decision.nextUserName || undefined)
    if (refusal) return failure(refusal)
  }
  const editable = userTaskOf(xml, task.definitionKey)?.editableFields ?? []
  const changes = Object.entries(decision.values ?? {}).filter(([field]) => editable.includes(field))
  if (changes.length && instance.businessTable && instance.businessId)
    db.table<Row>(instance.businessTable).update(instance.businessId, Object.fromEntries(changes))
  closeTask(db, task, RESULT.approved, reason || '同意', decision.fileList)
  // 委派 and 加签 before: the holder gets the task back, to decide it themselves.
  if (task.returnTo) tasks.update(task.returnTo, { result: RESULT.toDo })
  else advance(backend, instance, task.definitionKey, decision.nextUserName)
  return succeed('办理成功！')
}
