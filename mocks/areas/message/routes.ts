import { fillPlaceholders } from '../../../schemas/rules/template-placeholders'
import { messageResource } from './resources/message'
import { messageTemplateResource } from './resources/message-template'
import { crudRoutes } from '../../kernel/crud/routes'
import { formatDateTime } from '../../kernel/db/time'
import { deliverOnChannel, MESSAGE_STATUS } from './message-dispatch'
import { failure, succeed } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import { findUserByUsername } from '../../kernel/services/users'
import type { Route } from '../../kernel/routes/route'

/** The title `SysMessageTemplateController.sendMsg` gives every test send. */
const TEST_TITLE = '消息发送测试'

/** `sendMsg` answers any failure (unknown code, missing variable, bad data, no receiver) with this one message. */
const SEND_FAILED = '发送消息出错！'

interface MsgParams {
  templateCode?: unknown
  msgType?: unknown
  receiver?: unknown
  testData?: unknown
}

export const messageRoutes: Route[] = [
  ...crudRoutes(messageResource),
  ...crudRoutes(messageTemplateResource),
  {
    // `sendTemplateMessage`: the template filled with the test data goes to each receiver (usernames, comma-separated)
    // on the chosen channel; each delivery is kept as a sent `sys_sms` row, which 消息管理 lists.
    path: '/sys/message/sysMessageTemplate/sendMsg',
    methods: ['POST'],
    async handle(context) {
      const params = await context.body<MsgParams>()
      const template = context.db
        .table('sys_sms_template')
        .first((row) => row.templateCode === textOf(params.templateCode ?? ''))
      const data = typeof params.testData === 'string' ? params.testData : JSON.stringify(params.testData ?? {})
      const filled = fillPlaceholders(template?.templateContent ?? '', data)
      const receivers = textOf(params.receiver ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => findUserByUsername(context.db, name))
      if (!template || !filled.ok || filled.missing.length > 0 || filled.text === '' || receivers.length === 0)
        return failure(SEND_FAILED)
      const now = formatDateTime(context.db.now())
      for (const receiver of receivers) {
        const message = context.db.table('sys_sms').insert({
          esTitle: TEST_TITLE,
          esContent: filled.text,
          esParam: data,
          esReceiver: receiver,
          esResult: null,
          esSendNum: 1,
          esSendStatus: MESSAGE_STATUS.sent,
          esSendTime: now,
          esType: textOf(params.msgType ?? 'system'),
          remark: null,
          createBy: context.user!.username,
          createTime: now,
          updateBy: null,
          updateTime: null,
        })
        deliverOnChannel(context.db, context.backend.hub, message)
      }
      return succeed('消息发送成功！')
    },
  },
]
