import type { Process } from '@renderers/generated/schema-language'

/**
 * What approval locks on a record of an entity under approval (`x-process` of schemas/entities). Plain functions, so
 * the engine's edit form and list disable what the built-in backend would refuse, by the same rule.
 */
export type { Process }

/** `bpm_status` 处理中 (2) and 已完成 (3): the approval decides, the record no longer changes by a plain save. */
export const isApprovalLocked = (status: string): boolean => status === '2' || status === '3'

/** `bpm_status` 已完成 (3): the record 变更 reopens for a re-approval. */
export const isApproved = (status: string): boolean => status === '3'

/** Whether a field stays locked on a locked record: every field but those the steps after approval fill in. */
export const lockedField = (process: Pick<Process, 'afterApproval'>, field: string): boolean =>
  !(process.afterApproval ?? []).includes(field)

/**
 * Why a locked record cannot be deleted, by its status (undefined when it can): the backend names the record before
 * it (合同「…」已审批通过，不允许删除！), the list's disabled 删除 shows it as its tooltip.
 */
export const deleteLockReason = (status: string): string | undefined =>
  status === '2' ? '已发起流程审批，不允许删除' : status === '3' ? '已审批通过，不允许删除' : undefined
