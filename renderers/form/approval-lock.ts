import { isApprovalLocked, lockedField } from '@schemas/rules/approval-lock'
import { findEntity } from '../core/entities'
import type { Row } from '../core/rows-of'
import { textOf } from '../core/text-of'

/**
 * Why a record of an entity under approval (`x-process`) no longer takes a plain edit, by its `bpm_status`: 处理中 and
 * 已完成. The backend refuses a save that changes any other field than those its steps after approval fill in.
 */
const reasonOf = (status: string) =>
  status === '2' ? '该数据已发起流程审批，审批中的内容不能修改' : '该数据已审批通过，审批过的内容不能修改'

/** The fields an edit form shows disabled on a locked record, and the note saying why. */
export interface FormLock {
  fields: ReadonlySet<string>
  note: string
}

/**
 * The lock of a record opened for 编辑: every property of its entity but the `afterApproval` ones, while the record is
 * 处理中 or 已完成; none for a draft, or an entity not under approval. Sub-tables are not the entity's properties:
 * what follows approval there (a loan's repayments) stays open, as the backend takes it.
 */
export function approvalLockOf(entityId: string | undefined, record: Row | undefined): FormLock | undefined {
  const entity = entityId ? findEntity(entityId) : undefined
  const process = entity?.['x-process']
  const status = process && record ? textOf(record[process.statusField]) : ''
  if (!entity || !process || !isApprovalLocked(status)) return undefined
  const fields = new Set(Object.keys(entity.properties).filter((field) => lockedField(process, field)))
  const titles = (process.afterApproval ?? []).map((field) => entity.properties[field]?.title ?? field)
  const reason = reasonOf(status)
  return { fields, note: titles.length ? `${reason}，仍可修改：${titles.join('、')}` : reason }
}
