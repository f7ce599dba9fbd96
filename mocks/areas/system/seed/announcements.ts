import type { SysAnnouncement, SysUser } from '../../../kernel/db/entities'
import { formatDateTime } from '../../../kernel/db/time'
import { audit, type SeedContext } from '../../../kernel/seed/context'

const DAY = 24 * 60 * 60 * 1000

interface AnnouncementSpec {
  title: string
  abstract: string
  content: string
  priority: 'L' | 'M' | 'H'
  category: '1' | '2'
  /** Usernames for USER announcements; absent for ALL. */
  to?: string[]
  sendStatus: '0' | '1' | '2'
  daysAgo: number
  openType?: 'url' | 'component'
  openPage?: string
  busType?: string
  /** Users who already read it. */
  readBy?: string[]
}

const SPECS: readonly AnnouncementSpec[] = [
  {
    title: '关于春节假期值班安排的通知',
    abstract: '春节期间各部门值班及官方期限提醒安排',
    content:
      '<p>各部门：</p><p>春节假期为2月9日至2月17日。假期内国家知识产权局电子申请系统正常开放，请各部门负责人安排专人值班，重点关注<strong>答复期限与年费缴纳期限</strong>，确保不因假期延误客户案件。</p><p>值班表请于2月5日前报送综合管理部。</p>',
    priority: 'H',
    category: '1',
    sendStatus: '1',
    daysAgo: 12,
    readBy: ['admin'],
  },
  {
    title: '系统将于本周六凌晨升级维护',
    abstract: '升级期间暂停登录约两小时',
    content:
      '<p>为提升案件检索性能，系统将于本周六 01:00—03:00 进行升级维护，期间无法登录，请提前保存正在编辑的文件。</p>',
    priority: 'M',
    category: '2',
    sendStatus: '1',
    daysAgo: 3,
  },
  {
    title: '请及时提交本季度专利年费缴纳清单',
    abstract: '财务部汇总年费清单，截止本月25日',
    content: '<p>请专利部、商标部于本月25日前将本季度需缴纳的年费、续展费清单提交财务部，逾期将影响官费统一缴纳。</p>',
    priority: 'L',
    category: '1',
    to: ['admin', 'jeecg', 'zhangsan'],
    sendStatus: '1',
    daysAgo: 5,
  },
  {
    title: '您有一件专利申请审批待处理',
    abstract: '申请号 202410356781.2 的新申请等待审核',
    content:
      '<p>客户“华芯微电子科技有限公司”的发明专利申请（申请号 202410356781.2）已提交审核，请在三个工作日内处理。</p>',
    priority: 'H',
    category: '2',
    to: ['zhangsan'],
    sendStatus: '1',
    daysAgo: 1,
    openType: 'component',
    openPage: 'bpm/TaskTodoList',
    busType: 'bpm',
  },
  {
    title: '知识产权宣传周活动方案（草稿）',
    abstract: '四月下旬客户沙龙与公益讲座安排',
    content: '<p>拟于4月20日至26日开展知识产权宣传周系列活动，包括客户沙龙两场、高校公益讲座一场，具体分工待定。</p>',
    priority: 'M',
    category: '1',
    sendStatus: '0',
    daysAgo: 0,
  },
  {
    title: '关于调整商标注册代理收费标准的通知',
    abstract: '该通知已撤销，以后续正式文件为准',
    content: '<p>根据市场情况，拟调整商标注册代理服务收费标准，详见附件。</p>',
    priority: 'M',
    category: '1',
    sendStatus: '2',
    daysAgo: 20,
  },
]

export function seedAnnouncements(ctx: SeedContext, users: Map<string, SysUser>): void {
  for (const spec of SPECS) {
    const sentAt = ctx.now - spec.daysAgo * DAY - 3 * 60 * 60 * 1000
    const recipients = (spec.to ?? []).map((username) => users.get(username)!)
    const row: Omit<SysAnnouncement, 'id'> = {
      titile: spec.title,
      msgContent: spec.content,
      msgAbstract: spec.abstract,
      files: null,
      startTime: formatDateTime(sentAt - DAY),
      endTime: formatDateTime(sentAt + 90 * DAY),
      sender: spec.sendStatus === '0' ? null : 'admin',
      priority: spec.priority,
      msgCategory: spec.category,
      msgType: spec.to ? 'USER' : 'ALL',
      sendStatus: spec.sendStatus,
      sendTime: spec.sendStatus === '0' ? null : formatDateTime(sentAt),
      cancelTime: spec.sendStatus === '2' ? formatDateTime(sentAt + DAY) : null,
      delFlag: '0',
      // The real server keeps a trailing comma here.
      userIds: spec.to ? recipients.map((user) => `${user.id},`).join('') : null,
      busType: spec.busType ?? null,
      busId: null,
      openType: spec.openType ?? null,
      openPage: spec.openPage ?? null,
      dtTaskId: null,
      ...audit(formatDateTime(sentAt - 60 * 60 * 1000)),
    }
    const announcement = ctx.db.table('sys_announcement').insert({ ...row, id: ctx.id() })
    if (spec.sendStatus !== '1') continue
    const readers = new Set(spec.readBy ?? [])
    // USER announcements get their send rows on release; ALL ones when a reader first lists them.
    const sendTo = spec.to ? recipients : [...readers].map((username) => users.get(username)!)
    for (const user of sendTo) {
      const read = readers.has(user.username)
      ctx.db.table('sys_announcement_send').insert({
        id: ctx.id(),
        anntId: announcement.id,
        userId: user.id,
        readFlag: read ? '1' : '0',
        readTime: read ? formatDateTime(sentAt + 2 * 60 * 60 * 1000) : null,
        ...audit(formatDateTime(sentAt)),
      })
    }
  }
}
