// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import type { FileBytes } from '@mocks/kernel/services/file-bytes'
import { tokenOf } from '../mocks/support'
import { serveInTests } from '../../support/msw'

/** A file store the test can look into, standing in for the browser's IndexedDB. */
function recordingBytes() {
  const stored = new Map<string, Uint8Array<ArrayBuffer>>()
  const store: FileBytes = {
    put: (path, bytes) => void stored.set(path, bytes),
    get: (path) => Promise.resolve(stored.get(path)),
    clear: () => stored.clear(),
  }
  return { stored, store }
}

const bytes = recordingBytes()
const { server, reset } = createTestServer({ fileBytes: () => bytes.store })
const BASE = 'http://localhost/jeecg-boot'

function uploadForm(name: string, content: string): FormData {
  const form = new FormData()
  form.append('file', new Blob([content], { type: 'text/plain' }), name)
  return form
}

serveInTests(server)

describe('built-in backend: /sys/common/upload and static files', () => {
  it('refuses an upload without a token (401) and stores nothing', async () => {
    const response = await fetch(`${BASE}/sys/common/upload`, { method: 'POST', body: uploadForm('a.txt', '甲') })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 401, message: 'Token失效，请重新登录!' })
    expect(bytes.stored.size).toBe(0)
  })

  it('keeps the bytes in the backend file store and serves them anonymously until the backend reseeds', async () => {
    const token = await tokenOf('admin')
    const answer = await fetch(`${BASE}/sys/common/upload`, {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: uploadForm('说明.txt', '委托说明'),
    }).then((response) => response.json())
    expect(answer.message).toMatch(/^temp\/说明_\d+\.txt$/)
    expect([...bytes.stored.keys()]).toEqual([answer.message])

    const served = await fetch(`${BASE}/sys/common/static/${encodeURI(answer.message)}`)
    expect(served.headers.get('content-type')).toBe('text/plain')
    expect(await served.text()).toBe('委托说明')

    reset()
    expect(bytes.stored.size).toBe(0)
    expect((await fetch(`${BASE}/sys/common/static/${encodeURI(answer.message)}`)).status).toBe(404)
  })

  it('refuses a file over 10 MB with the server message and stores nothing', async () => {
    const token = await tokenOf('admin')
    const answer = await fetch(`${BASE}/sys/common/upload`, {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: uploadForm('扫描件.txt', 'x'.repeat(10 * 1024 * 1024 + 1)),
    }).then((response) => response.json())
    expect(answer).toMatchObject({ success: false, code: 500, message: '文件大小超出10MB限制, 请压缩或降低文件质量! ' })
    expect(bytes.stored.size).toBe(0)
  })
})
