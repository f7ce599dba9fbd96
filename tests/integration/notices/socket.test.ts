import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openNotificationSocket, SOCKET_TIMING, type NotificationSocket } from '@/notices/notification-socket'
import { createFakeSocket, FakeSocket } from './fake-socket'

let client: NotificationSocket | undefined
const onNotice = vi.fn()
const poll = vi.fn(() => Promise.resolve(true))

function start(): FakeSocket {
  client = openNotificationSocket({
    url: 'ws://host/jeecg-boot/websocket/u1',
    token: 'tok',
    onNotice,
    poll,
    createSocket: createFakeSocket,
  })
  return FakeSocket.latest()
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeSocket.created = []
  onNotice.mockClear()
  poll.mockReset()
  poll.mockResolvedValue(true)
})

afterEach(() => {
  client?.close()
  client = undefined
  vi.useRealTimers()
})

describe('notification socket', () => {
  it('connects to the user url with the token as subprotocol', () => {
    const socket = start()
    expect(socket.url).toBe('ws://host/jeecg-boot/websocket/u1')
    expect(socket.protocols).toEqual(['tok'])
  })

  it('reloads on topic and user pushes, not on heartbeats or malformed messages', () => {
    const socket = start()
    socket.open()
    expect(onNotice).not.toHaveBeenCalled()
    socket.receive(JSON.stringify({ cmd: 'topic', msgId: '1', msgTxt: 'x' }))
    socket.receive(JSON.stringify({ cmd: 'user', msgId: '2' }))
    expect(onNotice).toHaveBeenCalledTimes(2)
    for (const junk of [
      JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }),
      'not json',
      '{"cmd":',
      'null',
      '[]',
      '42',
      '{"cmd":7}',
      '{}',
      new Blob(['x']),
    ]) {
      socket.receive(junk)
    }
    expect(onNotice).toHaveBeenCalledTimes(2)
    expect(socket.closed).toBe(false)
  })

  it('sends HeartBeat after 20 s of silence and keeps the socket when anything answers', () => {
    const socket = start()
    socket.open()
    vi.advanceTimersByTime(SOCKET_TIMING.heartbeatTimeout - 1)
    expect(socket.sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(socket.sent).toEqual(['HeartBeat'])
    vi.advanceTimersByTime(SOCKET_TIMING.heartbeatTimeout - 1)
    socket.receive(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }))
    vi.advanceTimersByTime(SOCKET_TIMING.heartbeatTimeout - 1)
    expect(socket.closed).toBe(false)
    expect(FakeSocket.created).toHaveLength(1)
  })

  it('drops an unanswered socket after the heartbeat timeout and reconnects 5 s later', () => {
    const socket = start()
    socket.open()
    vi.advanceTimersByTime(2 * SOCKET_TIMING.heartbeatTimeout)
    expect(socket.closed).toBe(true)
    expect(FakeSocket.created).toHaveLength(1)
    vi.advanceTimersByTime(SOCKET_TIMING.reconnectDelay)
    expect(FakeSocket.created).toHaveLength(2)
    expect(FakeSocket.latest().protocols).toEqual(['tok'])
  })

  it('reconnects once 5 s after an error followed by its close, and catches up on reopening', () => {
    const socket = start()
    socket.open()
    socket.fail()
    vi.advanceTimersByTime(SOCKET_TIMING.reconnectDelay - 1)
    expect(FakeSocket.created).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.created).toHaveLength(2)
    FakeSocket.latest().open()
    expect(onNotice).toHaveBeenCalledTimes(1)
  })

  it('keeps retrying every 5 s while the server refuses', () => {
    start().fail()
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      vi.advanceTimersByTime(SOCKET_TIMING.reconnectDelay)
      expect(FakeSocket.created).toHaveLength(attempt)
      FakeSocket.latest().fail()
    }
  })

  it('polls every 6 s while the socket is down and stops once it is back', async () => {
    const socket = start()
    socket.open()
    socket.drop()
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.pollInterval)
    expect(poll).toHaveBeenCalledTimes(1)
    FakeSocket.latest().fail()
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.pollInterval)
    expect(poll).toHaveBeenCalledTimes(2)
    FakeSocket.latest().open()
    await vi.advanceTimersByTimeAsync(5 * SOCKET_TIMING.pollInterval)
    expect(poll).toHaveBeenCalledTimes(2)
  })

  it('stops polling when the fetch fails', async () => {
    poll.mockResolvedValue(false)
    start().drop()
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.pollInterval)
    expect(poll).toHaveBeenCalledTimes(1)
    // Reconnects keep failing, but polling stays stopped until a socket opens again.
    for (let round = 0; round < 4; round += 1) {
      FakeSocket.latest().fail()
      await vi.advanceTimersByTimeAsync(SOCKET_TIMING.pollInterval)
    }
    expect(poll).toHaveBeenCalledTimes(1)
  })

  it('does nothing more once closed', async () => {
    const socket = start()
    socket.open()
    socket.drop()
    client!.close()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(FakeSocket.created).toHaveLength(1)
    expect(poll).not.toHaveBeenCalled()
  })
})
