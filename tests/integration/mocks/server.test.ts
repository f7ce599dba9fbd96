// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, get as httpGet } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startMockServer, type MockServer } from '@mocks/server'
import { call, login } from './support'

let mock: MockServer
let session: { token: string; userId: string }

beforeAll(async () => {
  mock = await startMockServer({ port: 0 })
  const { body } = await login('admin', '123456', mock.url)
  session = { token: body.result.token, userId: body.result.userInfo.id }
})
afterAll(() => mock.close())

function open(token: string, userId = session.userId): Promise<{ socket: WebSocket; messages: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${mock.url.replace(/^http/, 'ws')}/websocket/${userId}`, [token])
    const messages: string[] = []
    // ws hands a text frame over as bytes (a Buffer, fragments as Buffer[], or an ArrayBuffer by binaryType).
    socket.on('message', (data) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)
      messages.push(bytes.toString('utf8'))
    })
    socket.on('open', () => resolve({ socket, messages }))
    socket.on('unexpected-response', (_request, response) =>
      reject(Object.assign(new Error('refused'), { status: response.statusCode })),
    )
    socket.on('error', reject)
  })
}

const waitFor = async (check: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(check()).toBe(true)
}

describe('the node HTTP server', () => {
  it('listens on a real port under /jeecg-boot and answers real fetches', async () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/jeecg-boot$/)
    const { status, body } = await call('/sys/permission/getUserPermissionByToken', {
      token: session.token,
      base: mock.url,
    })
    expect(status).toBe(200)
    expect(body.result.menu[0].meta.title).toBe('首页')
  })

  // Node closes an idle keep-alive connection after 5 s by default. A client that was busy sends its next request on
  // a socket the server is closing and gets ECONNRESET: an end-to-end test's fetch failed so while the test runner's
  // main process, which hosts this server, was busy. Closing idle connections is left to the client.
  it('keeps an idle connection open for its client to reuse, past Node’s 5 s keep-alive default', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const get = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const request = httpGet(`${mock.url}/sys/randomImage/1`, { agent }, (response) => {
          response.resume()
          response.on('end', () => resolve({ status: response.statusCode, reused: request.reusedSocket }))
        })
        request.on('error', reject)
      })
    expect(await get()).toEqual({ status: 200, reused: false })
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    expect(await get()).toEqual({ status: 200, reused: true })
    agent.destroy()
  })

  it('answers CORS preflights for the headers the client sends', async () => {
    const response = await fetch(`${mock.url}/sys/dict/getDictItems/sex`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-access-token,tenant-id,x-sign,x-timestamp',
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('access-control-allow-headers')).toBe('x-access-token,tenant-id,x-sign,x-timestamp')
    const plain = await fetch(`${mock.url}/sys/randomImage/1`, { headers: { Origin: 'http://localhost:5173' } })
    expect(plain.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it('gives 404 Results outside the context path and for unknown backend paths', async () => {
    const outside = await fetch(mock.url.replace('/jeecg-boot', '/elsewhere'))
    expect(outside.status).toBe(404)
    expect(await outside.json()).toMatchObject({ success: false, code: 404 })
    expect((await call('/sys/nothing/here', { token: session.token, base: mock.url })).status).toBe(404)
  })

  it('exposes the database and reseeds on POST /__mock__/reset', async () => {
    mock.db.table('sys_user').updateWhere((user) => user.username === 'lisi', { realname: '李思' })
    expect((await call('/__mock__/reset', { method: 'POST', base: mock.url })).body.success).toBe(true)
    expect(mock.db.table('sys_user').first((user) => user.username === 'lisi')?.realname).toBe('李四')
    const { body } = await login('admin', '123456', mock.url)
    session = { token: body.result.token, userId: body.result.userInfo.id }
  })
})

describe('the WebSocket endpoint', () => {
  it('accepts the token as subprotocol, echoes it, and broadcasts a heartcheck for any text', async () => {
    const first = await open(session.token)
    const second = await open(session.token)
    expect(first.socket.protocol).toBe(session.token)
    first.socket.send('HeartBeat')
    await waitFor(() => first.messages.length === 1 && second.messages.length === 1)
    expect(JSON.parse(first.messages[0])).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' })
    first.socket.close()
    second.socket.close()
  })

  it('lets handlers push to one user or to everybody through the hub', async () => {
    const admin = await open(session.token)
    const other = await open(session.token, 'someone-else')
    await waitFor(() => mock.hub.connectedUsers().length === 2)
    mock.hub.sendToUser(session.userId, { cmd: 'user', msgId: '1', msgTxt: '请及时提交本季度专利年费缴纳清单' })
    mock.hub.broadcast({ cmd: 'topic', msgId: '2', msgTxt: '关于春节假期值班安排的通知' })
    await waitFor(() => admin.messages.length === 2 && other.messages.length === 1)
    expect(JSON.parse(other.messages[0]).cmd).toBe('topic')
    admin.socket.close()
    other.socket.close()
  })

  it('refuses the handshake without a valid token', async () => {
    await expect(open('invalid-token')).rejects.toMatchObject({ status: 401 })
  })
})

describe('file persistence', () => {
  it('keeps the database in a JSON file across restarts', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'ipr-mock-'))
    const file = join(directory, 'db.json')
    try {
      const first = await startMockServer({ port: 0, persistenceFile: file })
      const token = (await login('zhangsan', '123456', first.url)).body.result.token
      await call('/sys/selectDepart', { method: 'PUT', token, body: { orgCode: 'A01A04' }, base: first.url })
      await first.close()
      const second = await startMockServer({ port: 0, persistenceFile: file })
      const departs = await call('/sys/user/getCurrentUserDeparts', { token, base: second.url })
      expect(departs.body.result.orgCode).toBe('A01A04')
      await second.close()
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  })
})
