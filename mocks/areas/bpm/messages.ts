import type { BackendCore } from '../../kernel/backend-core'
import { sendEventMessage } from '../message/event-messages'
import { BPM_TABLES, type ActInstance, type ActTask } from './seed'

const APPROVED = 2

/** A user task created: its assignee hears that it waits (the message opens 我的待办). */
export function tellTaskWaiting(backend: BackendCore, instance: ActInstance, task: ActTask) {
  sendEventMessage(backend, {
    code: 'bpm_task_waiting',
    data: {
      assignee: task.assigneeName,
      initiator: instance.startUserName,
      processName: instance.name,
      taskName: task.name,
    },
    receivers: [task.assigneeUsername],
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
      result: result === APPROVED ? '通过' : '未通过',
    },
    receivers: [instance.startUsername],
    record: { table: BPM_TABLES.instance, id: String(instance.id), page: 'bpm/ProcessInstanceList' },
  })
}
