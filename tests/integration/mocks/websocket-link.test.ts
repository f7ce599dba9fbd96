// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest'
import { createBackend } from '@mocks/backend'
import { createTestServer } from '@mocks/node'
import { login } from './support'
import { serveInTests } from '../../support/msw'

const { server, hub } = createTestServer()
let session: { token: string; userId: string }

serveInTests(server)
beforeAll(async () => {
  const { body } = await login('admin')
  session = { token: body.result.token, userId: body.result.userInfo.id }
})

function connect(token: string): Promise<{ socket: WebSocket; messages: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://localhost/jeecg-boot/websocket/${session.userId}`, [token])
    const messages: string[] = []
    socket.addEventListener('message', (event) => messages.push(String(event.data)))
    socket.addEventListener('open', () => resolve({ socket, messages }))
    socket.addEventListener('close', (event) => reject(Object.assign(new Error('closed'), { code: event.code })))
  })
}

const waitFor = async (check: () => boolean) => {
  for (let attempt = 0; attempt < 50 && !check(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(check()).toBe(true)
}

describe('the notification socket through msw ws.link (browser and jsdom runtimes)', () => {
  it('connects with the token as subprotocol and receives hub pushes', async () => {
    const { socket, messages } = await connect(session.token)
    expect(socket.protocol).toBe(session.token)
    await waitFor(() => hub.connectedUsers().includes(session.userId))
    expect(hub.sendToUser(session.userId, { cmd: 'user', msgId: '1', msgTxt: '您有一件专利申请审批待处理' })).toBe(1)
    hub.broadcast({ cmd: 'topic', msgId: '2', msgTxt: '系统将于本周六凌晨升级维护' })
    await waitFor(() => messages.length === 2)
    expect(messages.map((text) => JSON.parse(text).cmd)).toEqual(['user', 'topic'])
    socket.close()
  })

  it('answers any text with a heartcheck to every session', async () => {
    const first = await connect(session.token)
    const second = await connect(session.token)
    first.socket.send('HeartBeat')
    await waitFor(() => first.messages.length === 1 && second.messages.length === 1)
    expect(JSON.parse(second.messages[0])).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' })
    first.socket.close()
    second.socket.close()
  })

  it('never opens a socket for an invalid token', async () => {
    await expect(connect('not-a-session')).rejects.toMatchObject({ code: 1006 })
  })

  it('lets a process make many backends without piling listeners on the socket channel', async () => {
    // Two socket endpoints each: before, every backend added two listeners and Node warned past ten.
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.name)
    process.on('warning', onWarning)
    try {
      for (let made = 0; made < 6; made += 1) createBackend({ seedOnce: true })
      await new Promise((resolve) => setImmediate(resolve))
    } finally {
      process.off('warning', onWarning)
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning')
  })
})
