import { afterEach, describe, expect, it } from 'vitest'
import type { MenuNode } from '@/generated/entities'
import { session } from '@/session/session-store'
import { sessionRoutes } from './session-routes'

const page = (id: string, path: string): MenuNode => ({
  id,
  route: '1',
  path,
  name: id,
  component: `system/${id}`,
  meta: { title: id, keepAlive: false, internalOrExternal: false },
})

afterEach(() => {
  session.menu = undefined
  session.auth = []
})

describe('sessionRoutes', () => {
  it('builds the routes once per menu and again when the menu or the permissions change', () => {
    session.menu = [page('UserList', '/isystem/user')]
    const first = sessionRoutes()
    expect(first.flat.map(({ route }) => route.path)).toContain('/isystem/user')
    session.userInfo = null
    expect(sessionRoutes()).toBe(first)
    session.menu = [page('RoleList', '/isystem/role')]
    const second = sessionRoutes()
    expect(second.flat.map(({ route }) => route.path)).toContain('/isystem/role')
    expect(second.flat.map(({ route }) => route.path)).not.toContain('/isystem/user')
    session.auth = [{ action: 'user:add', describe: '', type: '1' }]
    expect(sessionRoutes()).not.toBe(second)
  })
})
