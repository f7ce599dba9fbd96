import type { BackendCore } from '../../kernel/backend-core'
import { sendEventMessage } from '../message/event-messages'
import { BPM_TABLES, type ActInstance, type ActTask } from './seed'

/** How the starter hears an instance's end: approved, rejected, withdrawn or sent back to them. */
const RESULT_TEXT: Record<number, string> = { 2: '通过', 3: '未通过', 4: '已撤回', 5: '退回' }

/**
 * A user task created (or 催办): its assignee, or each candidate who may claim it, hears that it waits (the message
 * opens 我的待办).
 */
export function tellTaskWaiting(
  backend: BackendCore,
  instance: ActInstance,
  task: ActTask,
  receivers: string[] = task.assigneeUsername ? [task.assigneeUsername] : (task.candidates ?? '').split(','),
) {
  sendEventMessage(backend, {
    code: 'bpm_task_waiting',
    data: {
      assignee: task.assigneeName || '候选人',
      initiator: instance.startUserName,
      processName: instance.name,
      taskName: task.name,
    },
    receivers,
    record: { table: BPM_TABLES.task, id: String(task.id), page: 'bpm/TaskTodoList' },
    from: instance.startUsername,
  })
}

/** An instance ended, approved or rejected: its starter hears the result (the message opens 流程实例). */
export function tellProcessDecided(backend: BackendCore, instance: ActInstance, result: number) {
  sendEventMessage(backend, {
    code: 'bpm_process_decided',
    data: {
      initiator: instance.startUserName,
      processName: instance.name,
      result: RESULT_TEXT[result] ?? '未通过',
    },
    receivers: [instance.startUsername],
    record: { table: BPM_TABLES.instance, id: String(instance.id), page: 'bpm/ProcessInstanceList' },
  })
}
