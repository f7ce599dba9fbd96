import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import type { SysUser } from '@/generated/entities'
import { HeaderNoticeSlot } from '@/layout/HeaderNoticeSlot'
import { closeNotificationSocket } from '@/notices/socket-session'
import { session } from '@/session/session-store'
import { call, tokenOf } from '../mocks/support'
import { serveInTests } from '../../support/msw'
import { renderWithShell } from './render-notices'

const { server, db, hub } = createTestServer()
let admin = ''

serveInTests(server)
beforeAll(async () => {
  admin = await tokenOf('admin')
  session.token = await tokenOf('jeecg')
  session.userInfo = db.table('sys_user').first((user) => user.username === 'jeecg') as SysUser
})
afterAll(() => {
  cleanup()
  session.token = ''
  closeNotificationSocket()
})

const unread = () =>
  Number(screen.getByRole('button', { name: '消息通知' }).querySelector('.ant-badge-count')?.getAttribute('title') ?? 0)

async function publish(titile: string): Promise<void> {
  await call('/sys/annountCement/add', {
    method: 'POST',
    token: admin,
    body: {
      titile,
      msgContent: '<p>请查收<img src=x onerror="window.__xss=1"></p>',
      msgCategory: '1',
      msgType: 'ALL',
      priority: 'H',
      endTime: '2099-12-31 23:59:59',
    },
  })
  const notice = db.table('sys_announcement').first((row) => row.titile === titile)!
  await call(`/sys/annountCement/doReleaseData?id=${notice.id}`, { token: admin })
}

describe('the bell against the built-in backend', () => {
  it('follows publishing, reading and read-all through the socket', async () => {
    const user = userEvent.setup()
    renderWithShell(<HeaderNoticeSlot />)
    await waitFor(() => expect(hub.connectedUsers()).toContain(session.userInfo!.id))
    const { body } = await call('/sys/annountCement/listByUser', { token: session.token })
    const before = body.result.anntMsgTotal + body.result.sysMsgTotal
    await waitFor(() => expect(unread()).toBe(before))

    await publish('专利年费缴纳提醒')
    await waitFor(() => expect(unread()).toBe(before + 1))

    await user.click(screen.getByRole('button', { name: '消息通知' }))
    await user.click(await screen.findByText('专利年费缴纳提醒'))
    const content = within(await screen.findByRole('dialog')).getByTestId('notice-content')
    expect(content.innerHTML).toBe('<p>请查收<img src="x"></p>')
    await waitFor(() => expect(unread()).toBe(before))

    await call('/sys/sysAnnouncementSend/readAll', { method: 'PUT', token: session.token })
    await waitFor(() => expect(unread()).toBe(0))
  })
})
