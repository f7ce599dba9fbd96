import type { Database } from '../../kernel/db/database'
import type { Row } from '../../kernel/db/table'
import { formatDateTime } from '../../kernel/db/time'
import { textOf } from '../../kernel/services/text'
import { advanceSeeded } from './seed-advance'
import { startInstance } from './start'

/** A seeded approval in progress: the table, how many steps were already approved, hours since it was submitted. */
export interface RunningApproval {
  flowCode: string
  /**
   * Only drafts of this department (`sysOrgCode`), submitted by whoever created them. A department rather than a
   * creator: which drafts the seed makes, and whose, moves with the hour it runs at (the login history drawn before).
   */
  department?: string
  approvedSteps: number
  hoursAgo: number
}

const HOUR_MS = 3600_000

/**
 * Approvals in progress on a fresh start, so 我的待办 shows real work: each takes the newest draft (待提交) row of its
 * table (the oldest drafts stay drafts) and submits it as its creator, then approves its first steps. A department
 * head's draft is taken only when no one else's is there: a head's own request goes to the level above (`headOf`),
 * up to the company's head, and which draft is newest moves with the day the seed is made, so the administrator's
 * 我的待办 changed from one day to the next (a claim's first step went to admin on 7 of 40 days).
 */
export function seedRunningApprovals(db: Database, approvals: readonly RunningApproval[]): void {
  const heads = new Set(
    db
      .table<Row>('sys_user')
      .list((row) => row.userIdentity === 2)
      .map((row) => String(row.username)),
  )
  for (const approval of approvals) {
    const drafts = db
      .table<Row>(approval.flowCode)
      .list((row) => row.bpmStatus === '1' && (!approval.department || row.sysOrgCode === approval.department))
    const draft = drafts.filter((row) => !heads.has(textOf(row.createBy))).at(-1) ?? drafts.at(-1)
    if (!draft) throw new Error(`seed: no draft row of ${approval.flowCode} to submit`)
    const at = (hours: number) => formatDateTime(db.now() - hours * HOUR_MS)
    const started = startInstance(db, approval.flowCode, String(draft.id), textOf(draft.createBy) || 'admin', {
      at: at(approval.hoursAgo),
    })
    if (typeof started === 'string') throw new Error(`seed: ${approval.flowCode} ${String(draft.id)}: ${started}`)
    let task = started.task
    for (let step = 1; step <= approval.approvedSteps; step++)
      task = advanceSeeded(db, started.instance, task, at(approval.hoursAgo - step))
  }
}
