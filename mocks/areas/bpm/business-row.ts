import type { Database } from '../../kernel/db/database'
import type { Row } from '../../kernel/db/table'
import type { ActInstance } from './seed'

/** `bpm_status`: 1 待提交, 2 处理中, 3 已完成, 4 已作废. */
export const BPM_STATUS = { draft: '1', running: '2', done: '3' } as const

const APPROVED = 2

/**
 * When an instance started for a business row ends, the row follows it: approved → 已完成 (3); rejected, sent back
 * to the starter or withdrawn → back to 待提交 (1), editable again so the starter can correct it and submit anew.
 */
export function settleBusinessRow(db: Database, instance: ActInstance, result: number): void {
  if (!instance.businessTable || !instance.businessId) return
  db.table<Row>(instance.businessTable).update(instance.businessId, {
    bpmStatus: result === APPROVED ? BPM_STATUS.done : BPM_STATUS.draft,
  })
}
