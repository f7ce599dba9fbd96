// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, tokenOf } from './support'
import { serveInTests } from '../../support/msw'

const { server, db, hub } = createTestServer()

serveInTests(server)

function listen(userId: string): unknown[] {
  const received: unknown[] = []
  hub.connect(userId, { send: (text) => received.push(JSON.parse(text)) })
  return received
}

describe('announcements', () => {
  it('publishes an ALL notice as a topic to every connected client, and the bell lists it', async () => {
    const admin = await tokenOf('admin')
    const jeecg = await tokenOf('jeecg')
    const jeecgUser = db.table('sys_user').first((user) => user.username === 'jeecg')!
    const pushes = listen(jeecgUser.id)
    const added = await call('/sys/annountCement/add', {
      method: 'POST',
      token: admin,
      body: {
        titile: '关于年度专利检索培训的通知',
        msgContent: '<p>本周五下午三点在<strong>第一会议室</strong>举行。</p>',
        msgCategory: '1',
        msgType: 'ALL',
        priority: 'M',
        endTime: '2099-12-31 23:59:59',
      },
    })
    expect(added.body.success).toBe(true)
    const notice = db.table('sys_announcement').first((row) => row.titile === '关于年度专利检索培训的通知')!
    expect(notice).toMatchObject({ sendStatus: '0', delFlag: '0' })

    const released = await call(`/sys/annountCement/doReleaseData?id=${notice.id}`, { token: admin })
    expect(released.body).toMatchObject({ success: true, message: '该系统通知发布成功' })
    expect(pushes).toEqual([{ cmd: 'topic', msgId: notice.id, msgTxt: notice.titile }])
    expect(db.table('sys_announcement').get(notice.id)).toMatchObject({ sendStatus: '1', sender: 'admin' })

    const bell = (await call('/sys/annountCement/listByUser', { token: jeecg })).body
    expect(bell).toMatchObject({ success: true, code: 0 })
    expect(bell.result.anntMsgList.map((row: { id: string }) => row.id)).toContain(notice.id)
    await call('/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      method: 'PUT',
      token: jeecg,
      body: { anntId: notice.id },
    })
    const after = (await call('/sys/annountCement/listByUser', { token: jeecg })).body.result
    expect(after.anntMsgList.map((row: { id: string }) => row.id)).not.toContain(notice.id)
    expect(after.anntMsgTotal).toBe(bell.result.anntMsgTotal - 1)
  })

  it('sends a USER notice to each recipient only, and revokes it', async () => {
    const admin = await tokenOf('admin')
    const [lisi, wangwu] = ['lisi', 'chenxiaodong'].map((name) =>
      db.table('sys_user').first((user) => user.username === name)!,
    )
    const toLisi = listen(lisi.id)
    const toOther = listen(wangwu.id)
    await call('/sys/annountCement/add', {
      method: 'POST',
      token: admin,
      body: {
        titile: '商标续展材料待补正',
        msgContent: '<p>请于三日内补充委托书。</p>',
        msgCategory: '2',
        msgType: 'USER',
        userIds: lisi.id,
      },
    })
    const notice = db.table('sys_announcement').first((row) => row.titile === '商标续展材料待补正')!
    expect(notice.userIds).toBe(`${lisi.id},`)
    await call(`/sys/annountCement/doReleaseData?id=${notice.id}`, { token: admin })
    expect(toLisi).toContainEqual({ cmd: 'user', msgId: notice.id, msgTxt: notice.titile })
    expect(toOther).toEqual([])
    const mine = (
      await call('/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=10', {
        token: await tokenOf('lisi'),
      })
    ).body.result
    expect(mine.records[0]).toMatchObject({ anntId: notice.id, readFlag: '0', titile: '商标续展材料待补正' })
    const revoked = await call(`/sys/annountCement/doReovkeData?id=${notice.id}`, { token: admin })
    expect(revoked.body.message).toBe('该系统通知撤销成功')
    expect(db.table('sys_announcement').get(notice.id)!.sendStatus).toBe('2')
  })

  it('marks everything read and tells every client to refresh', async () => {
    const zhangsan = db.table('sys_user').first((user) => user.username === 'zhangsan')!
    const pushes = listen(zhangsan.id)
    const token = await tokenOf('zhangsan')
    await call('/sys/annountCement/listByUser', { token })
    const { body } = await call('/sys/sysAnnouncementSend/readAll', { method: 'PUT', token })
    expect(body).toMatchObject({ success: true, message: '全部已读' })
    expect(pushes).toContainEqual({ cmd: 'topic' })
    const bell = (await call('/sys/annountCement/listByUser', { token })).body.result
    expect(bell.anntMsgTotal + bell.sysMsgTotal).toBe(0)
  })
})
