import type { ActInstance, ActTask } from './seed'

/**
 * Task row: the nested assignee the status viewer reads, plus flat copies and the
 * instance's name for the task list columns.
 */
export const taskView = (task: ActTask, instances: ActInstance[] = []) => ({
  id: task.id,
  instanceId: task.instanceId,
  instanceName: instances.find((instance) => instance.id === task.instanceId)?.name ?? '',
  assigneeName: task.assigneeName,
  assigneeDeptName: task.assigneeDeptName,
  name: task.name,
  definitionKey: task.definitionKey,
  result: task.result,
  assigneeUser: { username: task.assigneeUsername, nickname: task.assigneeName, deptName: task.assigneeDeptName },
  createTime: task.createTime,
  endTime: task.endTime,
  reason: task.reason,
  /** Who may claim a task no one holds yet (签收). */
  candidates: task.candidates ?? null,
  files: task.files ?? null,
})

/** Instance row: the nested start user the detail reads, flat copies for list columns. */
export const instanceView = (instance: ActInstance) => ({
  id: instance.id,
  modelId: instance.modelId,
  name: instance.name,
  result: instance.result,
  startUser: { username: instance.startUsername, nickname: instance.startUserName, deptName: instance.startDeptName },
  startUserName: instance.startUserName,
  startDeptName: instance.startDeptName,
  createTime: instance.createTime,
  endTime: instance.endTime,
  businessTable: instance.businessTable ?? null,
  businessId: instance.businessId ?? null,
})
