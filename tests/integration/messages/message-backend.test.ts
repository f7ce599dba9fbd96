// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'

const backend = createTestServer()
const token = serveSignedInAdmin(backend)

interface MessageRow {
  id: string
  esTitle: string
  esContent: string
  esReceiver: string
  esSendNum: number
  esSendStatus: string
  esSendStatus_dictText: string
  esType: string
  esType_dictText: string
  esSendTime: string
}

const messages = async (query = '') =>
  (
    await call<{ records: MessageRow[]; total: number }>(`/sys/message/sysMessage/list?pageSize=50${query}`, {
      token: token(),
    })
  ).body

const sendMsg = (body: Record<string, unknown>) =>
  call('/sys/message/sysMessageTemplate/sendMsg', { method: 'POST', body, token: token() })

describe('消息管理 (sys_sms)', () => {
  it('lists the seeded messages with the send status and the channel (an enum dictionary) translated', async () => {
    const body = await messages()
    expect(body).toMatchObject({ success: true, code: 200 })
    const failed = body.result.records.find((row) => row.esSendStatus === '2')!
    expect(failed).toMatchObject({ esSendStatus_dictText: '发送失败', esType: 'email', esType_dictText: '邮件消息' })
  })

  it('sends a message written back as waiting again: sent, one more attempt, a new send time', async () => {
    const failed = (await messages()).result.records.find((row) => row.esSendStatus === '2')!
    const edited = await call('/sys/message/sysMessage/edit', {
      method: 'PUT',
      body: { id: failed.id, esSendStatus: '0' },
      token: token(),
    })
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' })
    const resent = (await call<MessageRow>(`/sys/message/sysMessage/queryById?id=${failed.id}`, { token: token() }))
      .body.result
    expect(resent).toMatchObject({ esSendStatus: '1', esSendNum: failed.esSendNum + 1 })
    expect(resent.esSendTime > failed.esSendTime).toBe(true)
  })
})

describe('消息模板 and its test send', () => {
  it('keeps template codes unique', async () => {
    const clash = await call('/sys/message/sysMessageTemplate/add', {
      method: 'POST',
      body: { templateCode: 'deadline_reminder', templateName: '重复', templateType: '1', templateContent: 'x' },
      token: token(),
    })
    expect(clash.body).toMatchObject({ success: false, message: '数据库中已存在该记录' })
  })

  it('fills the template with the test data and records one sent row per receiver', async () => {
    const before = (await messages()).result.total
    const answer = await sendMsg({
      templateCode: 'task_assigned',
      msgType: 'system',
      receiver: 'jeecg,lisi',
      testData: '{"name":"周晓雯","task":"核对年费清单","days":"3"}',
    })
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '消息发送成功！' })
    const body = await messages('&esReceiver=lisi&esTitle=消息发送测试')
    expect(body.result.records[0]).toMatchObject({
      esTitle: '消息发送测试',
      esContent: '周晓雯，您有一项新任务：核对年费清单，请在3个工作日内完成。',
      esReceiver: 'lisi',
      esSendNum: 1,
      esSendStatus: '1',
      esType_dictText: '系统消息',
    })
    expect((await messages()).result.total).toBe(before + 2)
  })

  it('hands a system-channel send to the receiver as a system message in the bell and 我的消息; a mail send does not', async () => {
    const send = (msgType: string) =>
      sendMsg({
        templateCode: 'task_assigned',
        msgType,
        receiver: 'jeecg',
        testData: '{"name":"周晓雯","task":"核对年费清单","days":"3"}',
      })
    expect((await send('email')).body).toMatchObject({ success: true })
    const jeecg = await tokenOf('jeecg')
    const bell = async () =>
      (
        await call<{ sysMsgList: { titile: string }[]; sysMsgTotal: number }>('/sys/annountCement/listByUser', {
          token: jeecg,
        })
      ).body.result
    const before = await bell()
    expect((await send('system')).body).toMatchObject({ success: true })
    const after = await bell()
    expect(after.sysMsgTotal).toBe(before.sysMsgTotal + 1)
    expect(after.sysMsgList[0].titile).toBe('消息发送测试')
    const mine = await call<{ records: { titile: string; msgContent: string; sender: string; readFlag: string }[] }>(
      '/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=10',
      { token: jeecg },
    )
    expect(mine.body.result.records[0]).toMatchObject({
      titile: '消息发送测试',
      msgContent: '周晓雯，您有一项新任务：核对年费清单，请在3个工作日内完成。',
      sender: 'admin',
      readFlag: '0',
    })
  })

  it('refuses a send the template cannot be filled for, or that has no known receiver', async () => {
    const base = { templateCode: 'task_assigned', msgType: 'system', receiver: 'lisi', testData: '{"name":"周晓雯"}' }
    for (const body of [
      base,
      { ...base, testData: 'not json' },
      { ...base, templateCode: 'none' },
      { ...base, receiver: 'nobody' },
    ])
      expect((await sendMsg(body)).body).toMatchObject({ success: false, code: 500, message: '发送消息出错！' })
  })
})
