import type { Database } from '../../kernel/db/database'
import type { SysMessage } from '../../kernel/db/entities'
import { formatDateTime } from '../../kernel/db/time'
import type { SocketHub } from '../../kernel/socket/hub'
import { sendSystemNotice } from './system-notice'
import { findUserByUsername } from '../../kernel/services/users'

/** `msgSendStatus`: waiting for the send job, sent, failed. */
export const MESSAGE_STATUS = { waiting: '0', sent: '1', failed: '2' } as const

/**
 * One pass of `SendMsgJob` over a waiting `sys_sms` row: the channel's handler sends it, the row counts the attempt
 * and records when it went. The built-in backend has no mail server or chat app to refuse it, so every send succeeds;
 * it runs when the row is written rather than on the job's schedule.
 */
export function dispatchWaitingMessage(db: Database, hub: SocketHub, row: SysMessage): void {
  if (row.esSendStatus !== MESSAGE_STATUS.waiting) return
  deliverOnChannel(db, hub, row)
  db.table('sys_sms').update(row.id, {
    esSendStatus: MESSAGE_STATUS.sent,
    esSendNum: (row.esSendNum ?? 0) + 1,
    esSendTime: formatDateTime(db.now()),
    esResult: null,
  })
}

/**
 * What a channel's `ISendMsgHandle` does beyond the `sys_sms` log. Only the system channel reaches anyone here: it
 * becomes a system notice for the receivers (usernames, comma-separated); mail, DingTalk and WeChat have no server.
 */
export function deliverOnChannel(
  db: Database,
  hub: SocketHub,
  message: Pick<SysMessage, 'esType' | 'esReceiver' | 'esTitle' | 'esContent' | 'createBy'>,
): void {
  if (message.esType !== 'system') return
  const userIds = (message.esReceiver ?? '').split(',').flatMap((name) => findUserByUsername(db, name.trim())?.id ?? [])
  if (userIds.length === 0) return
  sendSystemNotice(db, hub, {
    title: message.esTitle ?? '',
    content: message.esContent ?? '',
    from: message.createBy ?? 'admin',
    userIds,
  })
}
