import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MenuNode } from '@/generated/entities'
import { session } from '@/session/session-store'
import { preloadPageAt } from './preload-route'

const preloadComponent = vi.hoisted(() => vi.fn())
vi.mock('@/pages/PageHost', () => ({ preloadComponent }))

const page = (id: string, path: string, component: string, meta = {}): MenuNode => ({
  id,
  route: '1',
  path,
  name: id,
  component,
  meta: { title: id, keepAlive: false, internalOrExternal: false, ...meta },
})

const menu: MenuNode[] = [
  { ...page('system', '/isystem', 'layouts/RouteView'), children: [page('users', '/isystem/user', 'system/UserList')] },
  page('frame', '/frame', 'layouts/IframePageView', { url: 'https://example.test' }),
]

afterEach(() => {
  preloadComponent.mockClear()
  session.menu = undefined
})

describe('preloadPageAt', () => {
  it('starts loading the page a menu route, a static page or the root names, and nothing for a container or a frame', () => {
    session.menu = menu
    preloadPageAt('/isystem/user', '')
    preloadPageAt('/', '')
    preloadPageAt('/isystem', '')
    preloadPageAt('/frame', '')
    preloadPageAt('/nowhere', '')
    expect(preloadComponent.mock.calls).toEqual([
      ['system/UserList', ''],
      ['dashboard/Analysis', ''],
    ])
  })
})
