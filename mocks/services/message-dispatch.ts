import type { Database } from '../db/database'
import type { SysMessage } from '../db/entities'
import { formatDateTime } from '../db/time'

/** `msgSendStatus`: waiting for the send job, sent, failed. */
export const MESSAGE_STATUS = { waiting: '0', sent: '1', failed: '2' } as const

/**
 * One pass of `SendMsgJob` over a waiting `sys_sms` row: the channel's handler sends it, the row counts the attempt
 * and records when it went. The built-in backend has no mail server or chat app to refuse it, so every send succeeds;
 * it runs when the row is written rather than on the job's schedule.
 */
export function dispatchWaitingMessage(db: Database, row: SysMessage): void {
  if (row.esSendStatus !== MESSAGE_STATUS.waiting) return
  db.table('sys_sms').update(row.id, {
    esSendStatus: MESSAGE_STATUS.sent,
    esSendNum: (row.esSendNum ?? 0) + 1,
    esSendTime: formatDateTime(db.now()),
    esResult: null,
  })
}
