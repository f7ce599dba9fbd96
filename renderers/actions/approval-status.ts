import { deleteLockReason, isApproved } from '@schemas/rules/approval-lock'
import { findEntity } from '../core/entities'
import type { Row } from '../core/rows-of'
import { textOf } from '../core/text-of'

/** The approval status of a record of an entity under approval (`x-process`), undefined for any other entity. */
function statusOf(entityId: string | undefined, record: Row): string | undefined {
  const process = entityId ? findEntity(entityId)?.['x-process'] : undefined
  return process ? textOf(record[process.statusField]) : undefined
}

/** Why a record approval keeps (处理中, 已完成) cannot be deleted, by the rule the backend refuses it with. */
export const deleteLockOf = (entityId: string | undefined, record: Row): string | undefined => {
  const status = statusOf(entityId, record)
  return status === undefined ? undefined : deleteLockReason(status)
}

/** An approved record (已完成) of an entity under approval: what 变更 reopens. */
export const approvedRecord = (entityId: string | undefined, record: Row): boolean => {
  const status = statusOf(entityId, record)
  return status !== undefined && isApproved(status)
}
