import { fillPlaceholders } from '../../../schemas/rules/template-placeholders'
import type { BackendCore } from '../../kernel/backend-core'
import type { Row } from '../../kernel/db/table'
import { formatDate, formatDateTime } from '../../kernel/db/time'
import { addLog } from '../../kernel/services/logs'
import { textOf } from '../../kernel/services/text'
import { findUserByUsername } from '../../kernel/services/users'
import { MESSAGE_STATUS } from './message-dispatch'
import { sendSystemNotice } from './system-notice'

const LOG_TYPE_OPERATION = 2

/** A record the message is about: its table and id, and the page (menu component) that shows it. */
export interface MessageRecord {
  table: string
  id: string
  page: string
}

export interface EventMessage {
  /** The event's template (`sys_sms_template.template_code`, see event-templates.json). */
  code: string
  /** The values of the template's placeholders. */
  data: Record<string, unknown>
  /** Usernames; unknown or empty ones are left out. */
  receivers: readonly (string | null | undefined)[]
  /** The message opens it; it must still exist when the message goes. */
  record: MessageRecord
  /** Other records the reminder depends on (the case a fee belongs to): a deleted one skips the message too. */
  requires?: readonly Omit<MessageRecord, 'page'>[]
  /** Username of the sender; the system when absent. */
  from?: string | null
}

export interface SendOutcome {
  sent: number
  /** Receivers who already had this message about this record today. */
  repeated: number
  /** 1 when the record is gone (nothing sent, a log row written), else 0. */
  skipped: number
}

const exists = (backend: BackendCore, record: Omit<MessageRecord, 'page'>) => {
  const row = backend.db.table<Row>(record.table).get(record.id)
  return !!row && textOf(row.delFlag) !== '1'
}

/** The key that makes a reminder go once per record, receiver and day, kept two days. */
const sentKey = (code: string, recordId: string, receiver: string, day: string) =>
  `message:sent:${code}:${recordId}:${receiver}:${day}`
const KEEP_SECONDS = 2 * 24 * 60 * 60

/**
 * What the real server's business code does with `ISysBaseAPI.sendTemplateMessage` on an event: the event's template
 * (as the admin last edited it in 模板管理) filled with the event's values goes to each receiver on the system
 * channel, a `sys_sms` row each (消息管理) and a system notice in their bell that opens the record. Sending is
 * idempotent: the same template about the same record reaches a receiver once a day. A message about a record that
 * was deleted meanwhile is not sent; the skip is logged (日志管理 › 操作日志).
 */
export function sendEventMessage(backend: BackendCore, message: EventMessage): SendOutcome {
  const { db } = backend
  const outcome: SendOutcome = { sent: 0, repeated: 0, skipped: 0 }
  const template = db.table('sys_sms_template').first((row) => row.templateCode === message.code)
  if (!template) throw new Error(`消息模板不存在：${message.code}`)
  const missing = [message.record, ...(message.requires ?? [])].find((record) => !exists(backend, record))
  if (missing) {
    addLog(db, {
      content: `消息提醒已跳过：${template.templateName}，记录已删除（${missing.table} ${missing.id}）`,
      logType: LOG_TYPE_OPERATION,
      ip: '127.0.0.1',
    })
    return { ...outcome, skipped: 1 }
  }
  const param = JSON.stringify(message.data)
  const filled = fillPlaceholders(template.templateContent ?? '', param)
  const text = filled.ok ? filled.text : (template.templateContent ?? '')
  const day = formatDate(db.now())
  const from = message.from ?? 'admin'
  for (const receiver of new Set(message.receivers)) {
    const user = receiver ? findUserByUsername(db, receiver) : undefined
    if (!user) continue
    const key = sentKey(message.code, message.record.id, user.username, day)
    if (db.kv.get(key)) {
      outcome.repeated++
      continue
    }
    db.kv.set(key, true, KEEP_SECONDS)
    const now = formatDateTime(db.now())
    db.table('sys_sms').insert({
      esTitle: template.templateName,
      esContent: text,
      esParam: param,
      esReceiver: user.username,
      esResult: null,
      esSendNum: 1,
      esSendStatus: MESSAGE_STATUS.sent,
      esSendTime: now,
      esType: 'system',
      remark: null,
      createBy: from,
      createTime: now,
      updateBy: null,
      updateTime: null,
    })
    sendSystemNotice(db, backend.hub, {
      title: template.templateName ?? message.code,
      content: text,
      from,
      userIds: [user.id],
      link: { busType: message.code, busId: message.record.id, openPage: message.record.page },
    })
    outcome.sent++
  }
  return outcome
}

/** A user's name as messages address them (`realname`), the username when there is no such user. */
export function nameOf(backend: BackendCore, username: unknown): string {
  const name = typeof username === 'string' ? username : ''
  return (name && findUserByUsername(backend.db, name)?.realname) || name
}
