// @vitest-environment node
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openBackendDatabase, SEED_VERSION_KEY } from '@mocks/kernel/db/indexeddb/schema'
import { openIndexedDbStore, type IndexedDbStore } from '@mocks/kernel/db/indexeddb/store'
import { createTestServer, type TestServer } from '@mocks/node'
import { SEED_VERSION } from '@mocks/areas'
import { recordUnhandledRequests } from '../../support/msw'
import { call, tokenOf } from './support'

let running: { server: TestServer; store: IndexedDbStore } | null = null
const unhandled = recordUnhandledRequests()
let name = ''
let pageCount = 0

/** One "page load": a backend over the page's IndexedDB, as `startBuiltInBackend` builds it. */
async function loadPage(): Promise<TestServer> {
  await closePage()
  const store = await openIndexedDbStore({ seedVersion: SEED_VERSION, name })
  const server = createTestServer({ persistence: store.persistence, fileBytes: () => store.files })
  server.server.listen({ onUnhandledRequest: unhandled.onUnhandledRequest })
  running = { server, store }
  return server
}

/** Closes the page; `atOnce`: without waiting for its writes, as a reload leaves (the browser aborts them). */
async function closePage({ atOnce = false } = {}): Promise<void> {
  if (!running) return
  if (!atOnce) await running.store.idle()
  running.server.server.close()
  running.store.close()
  running = null
}

// Each test its own IndexedDB database: fake-indexeddb keeps them for the whole file.
beforeEach(() => {
  name = `persistence-test-${(pageCount += 1)}`
})

afterEach(unhandled.assertNoneUnhandled)
afterEach(closePage)

describe('the IndexedDB persistence of the browser runtime', () => {
  it('keeps the session and every change over a reload', async () => {
    await loadPage()
    const token = await tokenOf('zhangsan')
    const switched = await call('/sys/selectDepart', {
      method: 'PUT',
      token,
      body: { username: 'zhangsan', orgCode: 'A01A04' },
    })
    expect(switched.body.result.userInfo.orgCode).toBe('A01A04')

    const reloaded = await loadPage()
    const departs = await call('/sys/user/getCurrentUserDeparts', { token })
    expect(departs.status).toBe(200)
    expect(departs.body.result.orgCode).toBe('A01A04')
    expect(reloaded.db.table('sys_user').first((user) => user.username === 'zhangsan')?.orgCode).toBe('A01A04')
  })

  it('keeps what an answer confirmed when the page reloads the moment the answer arrives', async () => {
    await loadPage()
    const token = await tokenOf('zhangsan')
    const renamed = await call('/sys/user/appEdit', {
      method: 'PUT',
      token,
      body: { realname: '张三丰' },
    })
    expect(renamed.body.success).toBe(true)
    await closePage({ atOnce: true })

    const reloaded = await loadPage()
    expect((await call('/sys/permission/getUserPermissionByToken', { token })).status).toBe(200)
    expect(reloaded.db.table('sys_user').first((user) => user.username === 'zhangsan')?.realname).toBe('张三丰')
  })

  it('forgets a logout over a reload too', async () => {
    await loadPage()
    const token = await tokenOf('admin')
    await call('/sys/logout', { method: 'POST', token })
    await loadPage()
    expect((await call('/sys/permission/getUserPermissionByToken', { token })).status).toBe(401)
  })

  it('drops rows written by another seed version and reseeds', async () => {
    const outdated = await openBackendDatabase(name)
    await outdated.put('meta', '0-outdated', SEED_VERSION_KEY)
    await outdated.put('rows', { table: 'marker', id: '1', seq: 0, row: { id: '1' } })
    outdated.close()
    const page = await loadPage()
    expect(page.db.table('marker').count()).toBe(0)
    expect(page.db.table('sys_user').count()).toBeGreaterThan(0)
  })

  it('keeps uploaded files over a reload', async () => {
    await loadPage()
    const token = await tokenOf('admin')
    const form = new FormData()
    form.append('file', new Blob(['合同正文'], { type: 'text/plain' }), 'contract.txt')
    form.append('biz', 'contracts')
    const upload = await fetch('http://localhost/jeecg-boot/sys/common/upload', {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    })
    const path = ((await upload.json()) as { message: string }).message
    expect(path).toMatch(/^contracts\/contract_\d+\.txt$/)
    await loadPage()
    const served = await fetch(`http://localhost/jeecg-boot/sys/common/static/${path}`)
    expect(await served.text()).toBe('合同正文')
  })

  it('reseeds on POST /__mock__/reset', async () => {
    const page = await loadPage()
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
    const reloaded = await loadPage()
    expect(reloaded.db.table('sys_role').first((role) => role.roleCode === 'tmp')).toBeUndefined()
  })
})
