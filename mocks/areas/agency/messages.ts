import type { BackendCore } from '../../kernel/backend-core'
import type { Row } from '../../kernel/db/table'
import { queryDictText } from '../../kernel/services/dicts'
import { textOf } from '../../kernel/services/text'
import { nameOf, sendEventMessage } from '../message/event-messages'

/** The pages the agency's messages open: the assignee's own tasks, the assigner's list of tasks, parcels. */
export const MESSAGE_PAGES = {
  myTasks: 'ipr/MyCaseTaskList',
  assignments: 'ipr/CaseAssignList',
  cases: 'ipr/CaseList',
  express: 'ipr/ExpressList',
} as const

/** The placeholders every message about a case task fills. */
function taskData(backend: BackendCore, task: Row) {
  const handled = backend.db.table<Row>('ipr_case').get(textOf(task.caseId))
  return {
    assignee: nameOf(backend, task.assignee),
    assigner: nameOf(backend, task.assigner),
    caseNo: textOf(handled?.caseNo),
    caseName: textOf(handled?.caseName),
    taskType: queryDictText(backend.db, 'ipr_task_type', textOf(task.taskType)) ?? textOf(task.taskType),
    deadline: textOf(task.deadline) || '未定',
  }
}

/** A new task (配案) or a task passed on (转派): its assignee hears of it, the message opens 我的案件任务. */
export function taskGiven(backend: BackendCore, task: Row, how: 'assigned' | 'transferred', from: string | null) {
  return sendEventMessage(backend, {
    code: how === 'assigned' ? 'ipr_case_assigned' : 'ipr_task_transferred',
    data: taskData(backend, task),
    receivers: [textOf(task.assignee)],
    record: { table: 'ipr_case_assign', id: String(task.id), page: MESSAGE_PAGES.myTasks },
    from,
  })
}

/** A task sent back: whoever assigned it hears why. */
export function taskReturned(backend: BackendCore, task: Row, reason: string, from: string | null) {
  return sendEventMessage(backend, {
    code: 'ipr_task_returned',
    data: { ...taskData(backend, task), reason },
    receivers: [textOf(task.assigner)],
    record: { table: 'ipr_case_assign', id: String(task.id), page: MESSAGE_PAGES.assignments },
    from,
  })
}

/** `ipr_express_status` 2: the parcel was signed for; its handler hears of it. */
export const EXPRESS_SIGNED = '2'

export function expressSigned(backend: BackendCore, parcel: Row, from: string | null) {
  return sendEventMessage(backend, {
    code: 'ipr_express_signed',
    data: {
      handler: nameOf(backend, parcel.handler),
      expressNo: textOf(parcel.expressNo),
      receiver: textOf(parcel.receiver),
      signDate: textOf(parcel.signDate) || '今日',
    },
    receivers: [textOf(parcel.handler)],
    record: { table: 'ipr_express', id: String(parcel.id), page: MESSAGE_PAGES.express },
    from,
  })
}
