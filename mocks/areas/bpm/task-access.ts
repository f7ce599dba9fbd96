import type { Database } from '../../kernel/db/database'
import { failure, type ResultBody } from '../../kernel/services/result'
import type { ActTask } from './seed'
import { bpmTables } from './tables'
import { RESULT } from './task-flow'

/** A task the user holds, or one no one holds yet that is offered to them. */
export const mine = (task: ActTask, username: string | undefined) =>
  !!username &&
  (task.assigneeUsername === username ||
    (!task.assigneeUsername && (task.candidates ?? '').split(',').includes(username)))

/** What another user did to the task first (completed, withdrew, claimed): JeecgBoot's answer. */
export const ALREADY_HANDLED = '该任务已被处理'

/**
 * The open task the user may act on: one already closed (someone completed it, the starter withdrew) or taken by
 * someone else is 该任务已被处理; a task offered to several must be claimed (签收) first, and one waiting for a
 * delegate or an added signer (result 1) cannot be dealt with until it comes back.
 */
export function openTaskFor(
  db: Database,
  id: string,
  username: string | undefined,
  { claiming = false } = {},
): { task: ActTask } | { error: ResultBody<null> } {
  const task = bpmTables(db).tasks.get(id)
  if (!task) return { error: failure('未找到对应的待办任务') }
  if (task.endTime !== null) return { error: failure(ALREADY_HANDLED) }
  if (!mine(task, username)) {
    const offered = (task.candidates ?? '').split(',').includes(username ?? '')
    return { error: failure(offered ? ALREADY_HANDLED : '未找到对应的待办任务') }
  }
  if (claiming !== !task.assigneeUsername) return { error: failure(claiming ? '该任务已签收' : '请先签收该任务') }
  if (task.result !== RESULT.toDo && task.result !== RESULT.sentBack) return { error: failure('当前任务状态不可办理') }
  return { task }
}
