import type { Process } from '@renderers/generated/schema-language'

/**
 * What approval locks on a record of an entity under approval (`x-process` of schemas/entities). Plain functions, so
 * the engine's edit form disables what the built-in backend would refuse to change, by the same rule.
 */
export type { Process }

/** `bpm_status` 处理中 (2) and 已完成 (3): the approval decides, the record no longer changes by a plain save. */
export const isApprovalLocked = (status: string): boolean => status === '2' || status === '3'

/** Whether a field stays locked on a locked record: every field but those the steps after approval fill in. */
export const lockedField = (process: Pick<Process, 'afterApproval'>, field: string): boolean =>
  !(process.afterApproval ?? []).includes(field)
