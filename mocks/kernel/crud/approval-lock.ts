import { deleteLockReason, isApprovalLocked, lockedField } from '../../../schemas/rules/approval-lock'
import type { Row } from '../db/table'
import { failure, type ResultBody } from '../services/result'
import { textOf } from '../services/text'
import type { EntitySchema } from './entity-schemas'

/** JeecgBoot's refusal of a save of a record under approval or approved. */
export const LOCKED_MESSAGE = '该数据已发起流程审批，不允许修改！'

/** A value as typed and as stored: 100 and "100.00" are the same amount, null and "" the same blank. */
const same = (a: unknown, b: unknown) => {
  const left = textOf(a)
  const right = textOf(b)
  if (left === '' || right === '') return left === right
  return left === right || Number(left) === Number(right)
}

/**
 * An entity under approval (`x-process`) keeps a record 处理中 or 已完成 as the approval left it: a save that changes
 * any field other than those the steps after approval fill in (`afterApproval`: 开票, 付款) is refused and nothing is
 * stored. 变更 starts a re-approval instead.
 */
export function lockedRefusal(
  schema: EntitySchema,
  existing: Row,
  values: Record<string, unknown>,
): ResultBody<null> | undefined {
  const process = schema['x-process']
  if (!process || !isApprovalLocked(textOf(existing[process.statusField]))) return undefined
  const changed = Object.entries(values).some(
    ([field, value]) =>
      field in schema.properties && lockedField(process, field) && value !== undefined && !same(value, existing[field]),
  )
  return changed ? failure(LOCKED_MESSAGE) : undefined
}

/**
 * A delete (one row or a batch) that takes a record 处理中 or 已完成 is refused as a whole, naming the first such record
 * by the entity's label and its `nameField`, and nothing is deleted: an approved record is changed by 变更, not removed.
 */
export function lockedDeleteRefusal(schema: EntitySchema, rows: readonly Row[]): ResultBody<null> | undefined {
  const process = schema['x-process']
  if (!process) return undefined
  for (const row of rows) {
    const reason = deleteLockReason(textOf(row[process.statusField]))
    if (reason) {
      const name = textOf(row[process.nameField ?? 'id'])
      return failure(`${schema['x-label'] ?? ''}「${name}」${reason}！`)
    }
  }
  return undefined
}
