import { snapshot, subscribe } from 'valtio'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserPermission } from '@/generated/entities'
import { applyPermissions, clearSession, saveDictCache } from './session-actions'
import { session } from './session-store'

const permissions: UserPermission = {
  menu: [{ id: 'm1', path: '/isystem/user', meta: { title: '用户管理' }, children: [] }],
  auth: [{ action: 'user:add', type: '1', describe: '添加' }],
  allAuth: [{ action: 'user:add', type: '1', status: '1' }],
}

afterEach(() => clearSession())

describe('the session keeps the server’s answers whole', () => {
  it('hands readers the menu and permission lists as answered, not proxied copies of every node', () => {
    applyPermissions(permissions)
    const read = snapshot(session)
    expect(read.menu).toBe(permissions.menu)
    expect(read.auth).toBe(permissions.auth)
    expect(read.allAuth).toBe(permissions.allAuth)
    expect(session.menu?.[0]).toBe(permissions.menu[0])
  })

  it('keeps the dictionaries as answered and still tells subscribers of each new answer', () => {
    let notified = 0
    const unsubscribe = subscribe(session, () => (notified += 1), true)
    const dictionaries = { sex: [{ value: '1', text: '男', title: '男', label: '男' }] }
    saveDictCache(dictionaries)
    applyPermissions(permissions)
    unsubscribe()
    expect(snapshot(session).dictCache).toBe(dictionaries)
    // One notification per field replaced: the dictionaries, then the two permission lists and the menu.
    expect(notified).toBe(4)
  })

  it('leaves the menu to load again when an answer has none', () => {
    applyPermissions({ ...permissions, menu: undefined } as unknown as UserPermission)
    expect(session.menu).toBeUndefined()
    expect(session.auth).toBe(permissions.auth)
  })
})
