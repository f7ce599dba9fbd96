import { logOperation, OPERATE_TYPE } from '../../../kernel/crud/audit'
import { announcementResource } from '../resources/announcement'
import { paginate } from '../../../kernel/crud/query'
import { crudRoutes } from '../../../kernel/crud/routes'
import type { SysAnnouncement } from '../../../kernel/db/entities'
import { formatDateTime } from '../../../kernel/db/time'
import { failure, plain, result, succeed } from '../../../kernel/services/result'
import { deliverAnnouncement } from '../../message/system-notice'
import type { RequestContext, Route } from '../../../kernel/routes/route'

const PUBLISHED = '1'
const REVOKED = '2'
const UNREAD = '0'

/** `userIds` is "id1,id2," with a trailing comma. */
const recipientsOf = (announcement: SysAnnouncement) => (announcement.userIds ?? '').split(',').filter(Boolean)

function announcementOf(context: RequestContext): SysAnnouncement | undefined {
  return context.db.table('sys_announcement').get(context.requiredParam('id'))
}

/** Published, undeleted announcements the user has a send row for (read or not), newest first. */
function sentTo(context: RequestContext, userId: string) {
  const sends = context.db.table('sys_announcement_send').list((row) => row.userId === userId)
  const announcements = new Map(
    context.db
      .table('sys_announcement')
      .list((row) => row.sendStatus === PUBLISHED)
      .map((row) => [row.id, row]),
  )
  return sends
    .flatMap((send) => {
      const announcement = announcements.get(send.anntId)
      return announcement ? [{ send, announcement }] : []
    })
    .sort(
      (a, b) =>
        (a.send.readFlag ?? '').localeCompare(b.send.readFlag ?? '') ||
        String(b.announcement.sendTime).localeCompare(String(a.announcement.sendTime)),
    )
}

export const announcementRoutes: Route[] = [
  ...crudRoutes(announcementResource),
  {
    // Publish: ALL notices go to every connected client as a topic, USER notices to each recipient.
    path: '/sys/annountCement/doReleaseData',
    methods: ['GET'],
    permission: 'announcement:release',
    handle(context) {
      const announcement = announcementOf(context)
      if (!announcement) return failure('未找到对应实体')
      const now = formatDateTime(context.db.now())
      context.db.table('sys_announcement').update(announcement.id, {
        sendStatus: PUBLISHED,
        sendTime: now,
        sender: context.user!.username,
        updateBy: context.user!.username,
        updateTime: now,
      })
      const message = { msgId: announcement.id, msgTxt: announcement.titile }
      if (announcement.msgType === 'ALL') {
        context.backend.hub.broadcast({ cmd: 'topic', ...message })
      } else {
        for (const userId of recipientsOf(announcement)) {
          deliverAnnouncement(context.db, announcement.id, userId, context.user?.username ?? null)
          context.backend.hub.sendToUser(userId, { cmd: 'user', ...message })
        }
      }
      logOperation(context, {
        content: `系统通告-发布：${announcement.titile}`,
        operateType: OPERATE_TYPE.edit,
        controller: 'SysAnnouncementController',
        action: 'doReleaseData',
        param: { id: announcement.id },
      })
      return succeed('该系统通知发布成功')
    },
  },
  {
    path: '/sys/annountCement/doReovkeData',
    methods: ['GET'],
    permission: 'announcement:revoke',
    handle(context) {
      const announcement = announcementOf(context)
      if (!announcement) return failure('未找到对应实体')
      const now = formatDateTime(context.db.now())
      context.db.table('sys_announcement').update(announcement.id, {
        sendStatus: REVOKED,
        cancelTime: now,
        updateBy: context.user!.username,
        updateTime: now,
      })
      logOperation(context, {
        content: `系统通告-撤销：${announcement.titile}`,
        operateType: OPERATE_TYPE.edit,
        controller: 'SysAnnouncementController',
        action: 'doReovkeData',
        param: { id: announcement.id },
      })
      return succeed('该系统通知撤销成功')
    },
  },
  {
    // The header bell: first hand the user every ALL notice they lack (unless it ended before they
    // joined), then the unread ones per category, newest first.
    path: '/sys/annountCement/listByUser',
    methods: ['GET'],
    handle(context) {
      const user = context.user!
      const pageSize = Number.parseInt(context.query.get('pageSize') ?? '5', 10) || 5
      const forAll = context.db
        .table('sys_announcement')
        .list(
          (row) =>
            row.msgType === 'ALL' &&
            row.sendStatus === PUBLISHED &&
            (row.endTime === null || user.createTime === null || row.endTime >= user.createTime),
        )
      for (const announcement of forAll) deliverAnnouncement(context.db, announcement.id, user.id, user.username)
      const unread = sentTo(context, user.id).filter(({ send }) => send.readFlag === UNREAD)
      const of = (category: string) =>
        unread
          .filter(({ announcement }) => announcement.msgCategory === category)
          .map(({ announcement }) => announcement)
      const notices = of('1')
      const system = of('2')
      return plain({
        anntMsgList: notices.slice(0, pageSize),
        anntMsgTotal: notices.length,
        sysMsgList: system.slice(0, pageSize),
        sysMsgTotal: system.length,
      })
    },
  },
  {
    // Anonymous: the notice rendered as a page (links in e-mails and the mobile app).
    path: '/sys/annountCement/show/:id',
    methods: ['GET'],
    handle(context) {
      const announcement = context.db.table('sys_announcement').get(context.params.id)
      if (!announcement)
        return new Response('<p>通告不存在</p>', {
          status: 404,
          headers: { 'Content-Type': 'text/html;charset=UTF-8' },
        })
      // The title is plain text; the content is the notice's own HTML.
      const title = announcement.titile.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
      const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${announcement.sendTime ?? ''} ${announcement.sender ?? ''}</p>${announcement.msgContent}</body></html>`
      return new Response(html, { headers: { 'Content-Type': 'text/html;charset=UTF-8' } })
    },
  },
  {
    path: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    methods: ['PUT'],
    async handle(context) {
      const body = await context.body<{ anntId?: unknown }>()
      const now = formatDateTime(context.db.now())
      context.db
        .table('sys_announcement_send')
        .updateWhere((row) => row.anntId === body.anntId && row.userId === context.user!.id, {
          readFlag: '1',
          readTime: now,
          updateTime: now,
        })
      return result()
    },
  },
  {
    path: '/sys/sysAnnouncementSend/readAll',
    methods: ['PUT'],
    handle(context) {
      const now = formatDateTime(context.db.now())
      context.db
        .table('sys_announcement_send')
        .updateWhere((row) => row.userId === context.user!.id && row.readFlag === UNREAD, {
          readFlag: '1',
          readTime: now,
          updateTime: now,
        })
      context.backend.hub.broadcast({ cmd: 'topic' })
      return result({ message: '全部已读' })
    },
  },
  {
    // 我的消息: `AnnouncementSendModel` rows of the signed-in user, unread first.
    path: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    methods: ['GET'],
    handle(context) {
      const titile = context.query.get('titile')?.trim().toLowerCase()
      const readFlag = context.query.get('readFlag')
      const rows = sentTo(context, context.user!.id)
        .filter(
          ({ send, announcement }) =>
            (!titile || announcement.titile.toLowerCase().includes(titile)) &&
            (!readFlag || send.readFlag === readFlag),
        )
        .map(({ send, announcement }) => ({
          id: send.id,
          anntId: announcement.id,
          userId: send.userId,
          titile: announcement.titile,
          msgContent: announcement.msgContent,
          sender: announcement.sender,
          priority: announcement.priority,
          readFlag: send.readFlag,
          sendTime: announcement.sendTime,
          msgCategory: announcement.msgCategory,
          busId: announcement.busId,
          busType: announcement.busType,
          openType: announcement.openType,
          openPage: announcement.openPage,
          bizSource: null,
          msgAbstract: announcement.msgAbstract,
        }))
      return plain(paginate(rows, context.query))
    },
  },
]
