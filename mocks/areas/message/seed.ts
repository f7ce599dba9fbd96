import { DAY_MS, formatDateTime } from '../../kernel/db/time'
import { MESSAGE_STATUS } from './message-dispatch'
import { EVENT_TEMPLATES } from './event-templates'
import { audit, type SeedContext } from '../../kernel/seed/context'

interface TemplateSpec {
  code: string
  name: string
  content: string
  testJson: string
  /** `msgType`: 1 text, 2 rich text. */
  type: '1' | '2'
  applied: boolean
}

const TEMPLATES: readonly TemplateSpec[] = [
  {
    code: 'deadline_reminder',
    name: '官方期限提醒',
    content: '${name}您好，案件${caseNo}的${deadline}将于${dueDate}届满，请及时处理。',
    testJson: '{"name":"张律师","caseNo":"P2024-0357","deadline":"审查意见答复期限","dueDate":"2024-06-30"}',
    type: '1',
    applied: true,
  },
  {
    code: 'annual_fee_notice',
    name: '年费缴纳通知',
    content:
      '<p>尊敬的${customer}：</p><p>贵司专利<b>${patentNo}</b>的第${year}年度年费应于<b>${dueDate}</b>前缴纳，金额 ${amount} 元。</p>',
    testJson:
      '{"customer":"华芯微电子科技有限公司","patentNo":"ZL202110356781.2","year":"4","dueDate":"2024-07-15","amount":"1200"}',
    type: '2',
    applied: false,
  },
  {
    code: 'task_assigned',
    name: '任务分配通知',
    content: '${name}，您有一项新任务：${task}，请在${days}个工作日内完成。',
    testJson: '{"name":"李四","task":"撰写发明专利申请文件","days":"5"}',
    type: '1',
    applied: false,
  },
]

interface MessageSpec {
  title: string
  content: string
  param: string
  receiver: string
  type: string
  status: (typeof MESSAGE_STATUS)[keyof typeof MESSAGE_STATUS]
  sendNum: number
  result?: string
  daysAgo: number
}

const MESSAGES: readonly MessageSpec[] = [
  {
    title: '官方期限提醒',
    content: '张律师您好，案件P2024-0357的审查意见答复期限将于2024-06-30届满，请及时处理。',
    param: TEMPLATES[0].testJson,
    receiver: 'zhangsan',
    type: 'system',
    status: MESSAGE_STATUS.sent,
    sendNum: 1,
    daysAgo: 2,
  },
  {
    title: '年费缴纳通知',
    content:
      '<p>尊敬的华芯微电子科技有限公司：</p><p>贵司专利<b>ZL202110356781.2</b>的第4年度年费应于<b>2024-07-15</b>前缴纳，金额 1200 元。</p>',
    param: TEMPLATES[1].testJson,
    receiver: 'jeecg',
    type: 'email',
    status: MESSAGE_STATUS.failed,
    sendNum: 2,
    result: '邮件发送失败：连接邮件服务器超时',
    daysAgo: 1,
  },
  {
    title: '任务分配通知',
    content: '李四，您有一项新任务：撰写发明专利申请文件，请在5个工作日内完成。',
    param: TEMPLATES[2].testJson,
    receiver: 'lisi',
    type: 'dingtalk',
    status: MESSAGE_STATUS.sent,
    sendNum: 1,
    daysAgo: 0,
  },
]

/**
 * The message centre's templates (消息模板) and a few pushed messages (消息管理), one of them failed; then the business
 * events' templates, applied, which the events and the reminder jobs send.
 */
export function seedMessages(ctx: SeedContext): void {
  TEMPLATES.forEach((spec, index) => {
    ctx.db.table('sys_sms_template').insert({
      id: ctx.id(),
      templateCode: spec.code,
      templateName: spec.name,
      templateContent: spec.content,
      templateTestJson: spec.testJson,
      templateType: spec.type,
      useStatus: spec.applied ? '1' : '0',
      ...audit(formatDateTime(ctx.now - (30 - index) * DAY_MS)),
    })
  })
  for (const spec of MESSAGES) {
    const sentAt = formatDateTime(ctx.now - spec.daysAgo * DAY_MS - 2 * 60 * 60 * 1000)
    ctx.db.table('sys_sms').insert({
      id: ctx.id(),
      esTitle: spec.title,
      esContent: spec.content,
      esParam: spec.param,
      esReceiver: spec.receiver,
      esResult: spec.result ?? null,
      esSendNum: spec.sendNum,
      esSendStatus: spec.status,
      esSendTime: sentAt,
      esType: spec.type,
      remark: null,
      ...audit(sentAt),
    })
  }
  EVENT_TEMPLATES.forEach((event) => {
    ctx.db.table('sys_sms_template').insert({
      id: ctx.id(),
      templateCode: event.code,
      templateName: event.name,
      templateContent: event.content,
      templateTestJson: JSON.stringify(event.sample),
      templateType: '1',
      useStatus: '1',
      // Older than the sample templates above, which stay at the top of 模板管理 (newest first).
      ...audit(formatDateTime(ctx.now - 60 * DAY_MS)),
    })
  })
}
