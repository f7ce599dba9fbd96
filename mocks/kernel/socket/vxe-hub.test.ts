import { describe, expect, it } from 'vitest'
import { createVxeHub } from './vxe-hub'

const session = () => {
  const received: unknown[] = []
  return { received, send: (text: string) => void received.push(JSON.parse(text)), close: () => undefined }
}

describe('the vxeSocket endpoint of the built-in backend', () => {
  it('answers a heartbeat to its sender and hands a change on to every socket of the same page only', () => {
    const hub = createVxeHub()
    const [a, b, other] = [session(), session(), session()]
    hub.connect('orders', a)
    hub.connect('orders', b)
    hub.connect('tickets', other)

    hub.receive('orders', a, JSON.stringify({ type: 'heart_beat', data: 'ping' }))
    expect(a.received).toEqual([{ type: 'heart_beat', data: 'pong' }])
    expect(b.received).toEqual([])

    const change = { key: 'update_vxe_table', socketKey: 'customers', args: [{ id: '1', name: '赵婷' }, 'page-a'] }
    hub.receive('orders', a, JSON.stringify({ type: 'common_send_date', data: change }))
    const pushed = { type: 'update_vxe_table', data: { socketKey: 'customers', args: change.args } }
    expect(a.received.at(-1)).toEqual(pushed)
    expect(b.received).toEqual([pushed])
    expect(other.received).toEqual([])

    hub.receive('orders', a, '{broken')
    hub.receive('orders', a, JSON.stringify({ type: 'common_send_date', data: { key: 7 } }))
    expect(b.received).toHaveLength(1)
  })

  it('stops sending to a socket that left', () => {
    const hub = createVxeHub()
    const [a, b] = [session(), session()]
    const leave = hub.connect('orders', a)
    hub.connect('orders', b)
    leave()
    expect(hub.socketsOf('orders')).toBe(1)
    hub.receive('orders', b, JSON.stringify({ type: 'common_send_date', data: { key: 'update_vxe_table', args: [] } }))
    expect(a.received).toEqual([])
  })
})
