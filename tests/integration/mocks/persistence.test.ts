// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '@mocks/node'
import { localStoragePersistence } from '@mocks/db'
import { LOCAL_STORAGE_KEY_PREFIX } from '@mocks/db/persistence'
import { SEED_VERSION } from '@mocks/seed'
import { recordUnhandledRequests } from '../../support/msw'
import { call, tokenOf } from './support'

let running: TestServer | null = null
const unhandled = recordUnhandledRequests()

/** One "page load": a backend over the page's localStorage, as `startBuiltInBackend` builds it. */
function loadPage(): TestServer {
  running?.server.close()
  running = createTestServer({ persistence: localStoragePersistence(window.localStorage) })
  running.server.listen({ onUnhandledRequest: unhandled.onUnhandledRequest })
  return running
}

afterEach(unhandled.assertNoneUnhandled)
afterEach(() => {
  running?.server.close()
  running = null
  window.localStorage.clear()
})

describe('the localStorage persistence of the browser runtime', () => {
  it('keeps the session and every change over a reload', async () => {
    loadPage()
    const token = await tokenOf('zhangsan')
    const switched = await call('/sys/selectDepart', {
      method: 'PUT',
      token,
      body: { username: 'zhangsan', orgCode: 'A01A04' },
    })
    expect(switched.body.result.userInfo.orgCode).toBe('A01A04')
    const stored = window.localStorage.getItem(`${LOCAL_STORAGE_KEY_PREFIX}${SEED_VERSION}`)
    expect(stored).toContain('A01A04')

    const reloaded = loadPage()
    const departs = await call('/sys/user/getCurrentUserDeparts', { token })
    expect(departs.status).toBe(200)
    expect(departs.body.result.orgCode).toBe('A01A04')
    expect(reloaded.db.table('sys_user').first((user) => user.username === 'zhangsan')?.orgCode).toBe('A01A04')
  })

  it('forgets a logout over a reload too', async () => {
    loadPage()
    const token = await tokenOf('admin')
    await call('/sys/logout', { method: 'POST', token })
    loadPage()
    expect((await call('/sys/permission/getUserPermissionByToken', { token })).status).toBe(401)
  })

  it('drops copies written by another seed version and reseeds', () => {
    window.localStorage.setItem(
      `${LOCAL_STORAGE_KEY_PREFIX}0-outdated`,
      JSON.stringify({ seedVersion: '0-outdated', tables: {}, kv: {} }),
    )
    const page = loadPage()
    expect(window.localStorage.getItem(`${LOCAL_STORAGE_KEY_PREFIX}0-outdated`)).toBeNull()
    expect(page.db.table('sys_user').count()).toBeGreaterThan(0)
    expect(window.localStorage.getItem(`${LOCAL_STORAGE_KEY_PREFIX}${SEED_VERSION}`)).not.toBeNull()
  })

  it('reseeds on POST /__mock__/reset', async () => {
    const page = loadPage()
    page.db.table('sys_role').insert({
      roleName: '临时',
      roleCode: 'tmp',
      description: null,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
    })
    page.db.flush()
    expect((await call('/__mock__/reset', { method: 'POST' })).body).toMatchObject({ success: true, code: 200 })
    expect(page.db.table('sys_role').first((role) => role.roleCode === 'tmp')).toBeUndefined()
    expect(window.localStorage.getItem(`${LOCAL_STORAGE_KEY_PREFIX}${SEED_VERSION}`)).not.toContain('"tmp"')
  })
})
