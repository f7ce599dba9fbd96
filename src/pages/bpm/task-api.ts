import {
  actProcessInstanceReassign,
  actTaskAddSignTask,
  actTaskClaim,
  actTaskGetProcessTaskTransInfo,
  actTaskProcessComplete,
  actTaskTaskEntrust,
} from '@/generated/api/workflow'
import type { ActProcessInstance, ActTask } from '@/generated/entities'
import { http, unwrap } from '@/http'

/** What the approval page shows of a to-do task (`/act/task/getProcessTaskTransInfo`). */
export interface TaskInfo {
  task: ActTask
  instance: ActProcessInstance
  /** The page whose form shows the record: the process binding's formUrl. */
  formUrl: string | null
  businessId: string | null
  editableFields: string[]
  backNodes: { id: string; name: string }[]
  /** The next node when its rule is 发起人选择: 同意 must name its assignee (nextUserName). */
  chooseNext: { id: string; name: string } | null
  history: ActTask[]
}

/** A decision on the task: 同意 (1), 驳回 (2) or 退回 (3) to a node, with the opinion and the node's editable values. */
export interface Decision {
  processModel: 1 | 2 | 3
  reason: string
  rejectModelNode?: string
  nextUserName?: string
  fileList?: string
  values?: Record<string, unknown>
}

/** The approval endpoints of the workflow module (JeecgBoot naming), through the generated client. */
export const taskApi = {
  info: async (taskId: string) => unwrap(await actTaskGetProcessTaskTransInfo(http, { taskId })) as unknown as TaskInfo,
  decide: async (taskId: string, decision: Decision) =>
    unwrap(await actTaskProcessComplete(http, { taskId, ...decision })),
  claim: async (taskId: string) => unwrap(await actTaskClaim(http, { taskId })),
  reassign: async (taskId: string, userName: string) =>
    unwrap(await actProcessInstanceReassign(http, { taskId, userName })),
  entrust: async (taskId: string, userName: string) => unwrap(await actTaskTaskEntrust(http, { taskId, userName })),
  addSign: async (taskId: string, userName: string, position: 'before' | 'after', reason: string) =>
    unwrap(await actTaskAddSignTask(http, { taskId, userName, position, reason })),
}
