import type { Database } from '../../kernel/db/database'
import { formatDateTime } from '../../kernel/db/time'
import type { SocketHub } from '../../kernel/socket/hub'

/** `CommonConstant.MSG_CATEGORY_2`: a system message, as opposed to a notice (1). */
const SYSTEM_MESSAGE = '2'

/** Gives `userId` an unread send row for the announcement unless one exists. */
export function deliverAnnouncement(db: Database, anntId: string, userId: string, by: string | null): void {
  const table = db.table('sys_announcement_send')
  if (table.first((row) => row.anntId === anntId && row.userId === userId)) return
  const now = formatDateTime(db.now())
  table.insert({
    anntId,
    userId,
    readFlag: '0',
    readTime: null,
    createBy: by,
    createTime: now,
    updateBy: null,
    updateTime: null,
  })
}

export interface SystemNotice {
  title: string
  content: string
  /** Username of the sender. */
  from: string
  /** Ids of the receiving users. */
  userIds: string[]
  /**
   * The record it is about: the page (menu component) the bell opens with `?id=` the record's id (`openType`
   * component), and the kind of record (`busType`).
   */
  link?: { busType: string; busId: string; openPage: string }
}

/**
 * `SysBaseApiImpl.sendSysAnnouncement`, what the system channel of a message does: a published USER announcement of
 * category 系统消息, an unread send row for each receiver and a push to their open pages, so it reaches the header bell
 * and 我的消息.
 */
export function sendSystemNotice(db: Database, hub: SocketHub, notice: SystemNotice): void {
  const now = formatDateTime(db.now())
  const announcement = db.table('sys_announcement').insert({
    titile: notice.title,
    msgContent: notice.content,
    msgAbstract: null,
    files: null,
    startTime: now,
    endTime: null,
    sender: notice.from,
    priority: 'L',
    msgCategory: SYSTEM_MESSAGE,
    msgType: 'USER',
    sendStatus: '1',
    sendTime: now,
    cancelTime: null,
    delFlag: '0',
    userIds: notice.userIds.map((id) => `${id},`).join(''),
    busType: notice.link?.busType ?? null,
    busId: notice.link?.busId ?? null,
    openType: notice.link ? 'component' : null,
    openPage: notice.link?.openPage ?? null,
    dtTaskId: null,
    createBy: notice.from,
    createTime: now,
    updateBy: null,
    updateTime: null,
  })
  for (const userId of notice.userIds) {
    deliverAnnouncement(db, announcement.id, userId, notice.from)
    hub.sendToUser(userId, { cmd: 'user', msgId: announcement.id, msgTxt: notice.title })
  }
}
