import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notices } from '@/notices/notice-store'
import { closeNotificationSocket, ensureNotificationSocket } from '@/notices/socket-session'
import { session } from '@/session/session-store'
import { FakeSocket } from './fake-socket'

beforeEach(() => {
  FakeSocket.created = []
  vi.stubGlobal('WebSocket', FakeSocket)
  session.token = 'token-a'
  session.userInfo = { id: 'user-1', username: 'admin' }
})

afterEach(() => {
  closeNotificationSocket()
  vi.unstubAllGlobals()
})

describe('the page notification socket', () => {
  it('opens one socket per signed-in user and token', () => {
    ensureNotificationSocket()
    ensureNotificationSocket()
    expect(FakeSocket.created).toHaveLength(1)
    expect(FakeSocket.latest().url).toMatch(/^ws:\/\/localhost(:\d+)?\/jeecg-boot\/websocket\/user-1$/)
    expect(FakeSocket.latest().protocols).toEqual(['token-a'])
  })

  it('opens none without a session', () => {
    session.token = ''
    ensureNotificationSocket()
    expect(FakeSocket.created).toHaveLength(0)
  })

  it('closes the socket and forgets the unread list when the session token is cleared (logout)', async () => {
    ensureNotificationSocket()
    const socket = FakeSocket.latest()
    Object.assign(notices, { anntMsgTotal: 3, sysMsgTotal: 1 })
    session.token = ''
    await Promise.resolve()
    await Promise.resolve()
    expect(socket.closed).toBe(true)
    expect(socket.onclose).toBeNull()
    expect(notices.anntMsgTotal + notices.sysMsgTotal).toBe(0)
  })
})
