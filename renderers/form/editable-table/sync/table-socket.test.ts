import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeSyncedRow } from './merge-row'
import { openTableSocket, TABLE_SOCKET_TIMING, type SyncedRow } from './table-socket'

const [CONNECTING, OPEN, CLOSED] = [0, 1, 3]

/** A socket the test drives: it opens when told, records what the client sends, and closes on request. */
class FakeSocket {
  readyState = CONNECTING
  sent: unknown[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: (() => void) | null = null
  onclose: (() => void) | null = null
  open() {
    this.readyState = OPEN
    this.onopen?.()
  }
  send(text: string) {
    this.sent.push(JSON.parse(text))
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) })
  }
  close() {
    if (this.readyState === CLOSED) return
    this.readyState = CLOSED
    this.onclose?.()
  }
}

const URL = 'ws://localhost/jeecg-boot/vxeSocket/e9ca23d68d884d4ebb19d07889727dae/orders'

function open(onUpdate: (row: SyncedRow) => void = () => undefined) {
  const sockets: FakeSocket[] = []
  const table = openTableSocket({
    url: URL,
    socketKey: 'members',
    instanceId: 'page-a',
    onUpdate,
    createSocket: (url) => {
      expect(url).toBe(URL)
      const socket = new FakeSocket()
      sockets.push(socket)
      return socket as unknown as WebSocket
    },
  })
  return { table, sockets, latest: () => sockets.at(-1)! }
}

const update = (row: unknown, source: string, socketKey = 'members') => ({
  type: 'update_vxe_table',
  data: { socketKey, args: [row, source] },
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the shared table socket (vxeSocket)', () => {
  it('sends a heartbeat every 10 s and keeps the socket while replies come within 6 s', () => {
    const { sockets, latest, table } = open()
    latest().open()
    vi.advanceTimersByTime(TABLE_SOCKET_TIMING.heartbeatInterval)
    expect(latest().sent).toEqual([{ type: 'heart_beat', data: 'ping' }])
    vi.advanceTimersByTime(TABLE_SOCKET_TIMING.heartbeatTimeout - 1)
    latest().receive({ type: 'heart_beat', data: 'pong' })
    for (let beat = 0; beat < 3; beat += 1) {
      vi.advanceTimersByTime(TABLE_SOCKET_TIMING.heartbeatInterval)
      latest().receive({ type: 'heart_beat', data: 'pong' })
    }
    expect(latest().sent).toHaveLength(4)
    expect(latest().readyState).toBe(OPEN)
    expect(sockets).toHaveLength(1)
    table.close()
  })

  it('closes a socket whose heartbeat goes unanswered for 6 s and reconnects 5 s later', () => {
    const { sockets, latest, table } = open()
    latest().open()
    vi.advanceTimersByTime(TABLE_SOCKET_TIMING.heartbeatInterval + TABLE_SOCKET_TIMING.heartbeatTimeout)
    expect(sockets[0].readyState).toBe(CLOSED)
    vi.advanceTimersByTime(TABLE_SOCKET_TIMING.reconnectDelay - 1)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    table.close()
  })

  it('reconnects 5 s after an error or a close from the server, and not after its own close', () => {
    const { sockets, latest, table } = open()
    latest().open()
    latest().onerror?.()
    vi.advanceTimersByTime(TABLE_SOCKET_TIMING.reconnectDelay)
    expect(sockets).toHaveLength(2)
    latest().open()
    latest().close()
    vi.advanceTimersByTime(TABLE_SOCKET_TIMING.reconnectDelay)
    expect(sockets).toHaveLength(3)
    table.close()
    vi.advanceTimersByTime(TABLE_SOCKET_TIMING.reconnectDelay * 2)
    expect(sockets).toHaveLength(3)
  })

  it('sends a changed row with its table and instance, and applies only other instances’ rows of the same table', () => {
    const updates: SyncedRow[] = []
    const { latest, table } = open((row) => updates.push(row))
    latest().open()
    table.send({ id: '1', name: '王建国' })
    expect(latest().sent).toEqual([
      {
        type: 'common_send_date',
        data: { key: 'update_vxe_table', socketKey: 'members', args: [{ id: '1', name: '王建国' }, 'page-a'] },
      },
    ])

    latest().receive(update({ id: '1', name: '王建国' }, 'page-a'))
    latest().receive(update({ id: '1', name: '李四' }, 'page-b', 'tickets'))
    latest().receive('{not json')
    latest().receive({ type: 'update_vxe_table', data: { socketKey: 'members', args: 'x' } })
    latest().receive(update({ name: '无编号' }, 'page-b'))
    expect(updates).toEqual([])
    latest().receive(update({ id: '1', name: '赵婷' }, 'page-b'))
    expect(updates).toEqual([{ id: '1', name: '赵婷' }])
    table.close()
  })

  it('merges a tug_status object into the row’s existing one', () => {
    expect(
      mergeSyncedRow(
        { id: '1', name: '甲', tug_status: { name: 'editing', age: 'idle' } },
        { id: '1', name: '乙', tug_status: { name: 'idle' } },
      ),
    ).toEqual({ id: '1', name: '乙', tug_status: { name: 'idle', age: 'idle' } })
  })
})
