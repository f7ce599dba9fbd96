import { screen, waitFor } from '@testing-library/react'
import { Modal, notification } from 'antd'
import { delay, http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { http as appHttp } from '@/http'
import { createHttpClient, HTTP_TIMEOUT_MS } from '@/http/client'
import { createErrorCatalogue, RELOAD_DELAY_MS } from '@/http/error-catalogue'
import { computeSign } from '@/http/sign'
import { serveInTests } from '../../support/msw'

const BASE = 'http://backend.test/jeecg-boot'
const seen: Request[] = []
const server = setupServer()

serveInTests(server)
afterEach(() => {
  server.resetHandlers()
  seen.length = 0
  notification.destroy()
  Modal.destroyAll()
})

const ok = (result: unknown = null) =>
  HttpResponse.json({ success: true, message: '', code: 0, result, timestamp: Date.now() })

function client(token = 'token-1', tenant: string | number = '', timeout?: number) {
  const effects = { clearSession: vi.fn(), reload: vi.fn() }
  const api = createHttpClient({
    baseURL: BASE,
    timeout,
    getToken: () => token || undefined,
    getTenantId: () => tenant,
    onHttpError: createErrorCatalogue(effects),
  })
  return { api, effects }
}

function record(method: 'get' | 'post' | 'put' | 'delete', path: string) {
  server.use(
    mswHttp[method](`${BASE}${path}`, ({ request }) => {
      seen.push(request.clone())
      return ok('done')
    }),
  )
}

describe('request headers and parameters', () => {
  it('waits 90 000 ms for an answer, in the app’s client as in a standalone one', () => {
    expect(HTTP_TIMEOUT_MS).toBe(90_000)
    expect(appHttp.axios.defaults.timeout).toBe(90_000)
    expect(client().api.axios.defaults.timeout).toBe(90_000)
  })

  it('sends the token, tenant 0 when none, _t, and signs GET params', async () => {
    record('get', '/sys/dict/loadDict/:code')
    const { api } = client()
    await api.get('/sys/dict/loadDict/sys_user,realname,id', { keyword: 'ad', pageSize: 10 })
    const request = seen[0]
    const url = new URL(request.url)
    expect(request.headers.get('X-Access-Token')).toBe('token-1')
    expect(request.headers.get('tenant-id')).toBe('0')
    expect(url.searchParams.get('_t')).toMatch(/^\d{10}$/)
    expect(request.headers.get('X-Sign')).toBe('B25CB7AD21BD08E88589E85BBB1BB9BF')
    expect(request.headers.get('X-TIMESTAMP')).toMatch(/^\d{14}$/)
  })

  it('leaves _t off dictionary item lookups', async () => {
    record('get', '/sys/dict/getDictItems/:code')
    await client().api.get('/sys/dict/getDictItems/sex')
    expect(new URL(seen[0].url).searchParams.has('_t')).toBe(false)
    expect(seen[0].headers.get('X-Sign')).toBe(computeSign('/sys/dict/getDictItems/sex'))
  })

  it('signs POST bodies and leaves PUT and DELETE unsigned, DELETE with query params', async () => {
    record('post', '/sys/thing/add')
    record('put', '/sys/thing/edit')
    record('delete', '/sys/thing/delete')
    const { api } = client('token-1', 7)
    await api.post('/sys/thing/add', { name: '张三' })
    await api.put('/sys/thing/edit', { id: '1' })
    await api.delete('/sys/thing/delete', { id: '9' })
    const [post, put, del] = seen
    expect(post.headers.get('X-Sign')).toBe(computeSign('/sys/thing/add', { name: '张三' }))
    expect(post.headers.get('tenant-id')).toBe('7')
    expect(put.headers.has('X-Sign')).toBe(false)
    expect(del.headers.has('X-Sign')).toBe(false)
    expect(new URL(del.url).searchParams.get('id')).toBe('9')
  })

  it('sends no token header when signed out', async () => {
    record('get', '/sys/randomImage/:key')
    await client('').api.get('/sys/randomImage/1')
    expect(seen[0].headers.has('X-Access-Token')).toBe(false)
  })

  it('returns a failed envelope as data: success, not code, decides', async () => {
    server.use(
      mswHttp.get(`${BASE}/sys/a`, () =>
        HttpResponse.json({ success: false, message: '失败了', code: 0, result: null, timestamp: 1 }),
      ),
    )
    server.use(
      mswHttp.get(`${BASE}/sys/b`, () =>
        HttpResponse.json({ success: true, message: '', code: 0, result: [1], timestamp: 1 }),
      ),
    )
    const { api } = client()
    expect((await api.get('/sys/a')).success).toBe(false)
    expect((await api.get('/sys/b')).result).toEqual([1])
  })
})

describe('the HTTP error catalogue', () => {
  it('401: tells the user, drops the session and reloads after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(
      mswHttp.get(`${BASE}/sys/x`, () =>
        HttpResponse.json({ success: true, code: 401, message: 'Token失效，请重新登录!' }, { status: 401 }),
      ),
    )
    const { api, effects } = client()
    await expect(api.get('/sys/x')).rejects.toThrow()
    expect(await screen.findByText('未授权，请重新登录')).toBeInTheDocument()
    expect(effects.clearSession).toHaveBeenCalled()
    expect(effects.reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(RELOAD_DELAY_MS)
    expect(effects.reload).toHaveBeenCalledOnce()
    vi.useRealTimers()
  })

  it.each([
    [403, '拒绝访问'],
    [404, '很抱歉，资源未找到!'],
    [504, '网络超时'],
  ])('%i shows 「%s」 titled 系统提示', async (status, text) => {
    server.use(mswHttp.get(`${BASE}/sys/x`, () => new HttpResponse('nope', { status })))
    await expect(client().api.get('/sys/x')).rejects.toThrow()
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getAllByText('系统提示').length).toBeGreaterThan(0)
  })

  it('a request that times out is reported as 504 网络超时', async () => {
    server.use(
      mswHttp.get(`${BASE}/sys/slow`, async () => {
        await delay(500)
        return ok()
      }),
    )
    const { api } = client('token-1', '', 50)
    // msw's XMLHttpRequest stand-in ignores xhr.timeout (a browser's does not); the fetch adapter times out by itself.
    api.axios.defaults.adapter = 'fetch'
    await expect(api.get('/sys/slow')).rejects.toThrow()
    expect(await screen.findByText('网络超时')).toBeInTheDocument()
  })

  it('401 without a token only tells the user: there is no session to drop', async () => {
    server.use(
      mswHttp.get(`${BASE}/sys/x`, () =>
        HttpResponse.json({ success: true, code: 401, message: 'Token失效，请重新登录!' }, { status: 401 }),
      ),
    )
    const { api, effects } = client('')
    await expect(api.get('/sys/x')).rejects.toThrow()
    expect(await screen.findByText('未授权，请重新登录')).toBeInTheDocument()
    expect(effects.clearSession).not.toHaveBeenCalled()
  })

  it('500 with the token-expired text opens the re-login dialog (blob answers: see blob-download.test.ts)', async () => {
    server.use(
      mswHttp.get(`${BASE}/sys/x`, () =>
        HttpResponse.json(
          { status: 500, error: 'Internal Server Error', message: 'Token失效，请重新登录' },
          { status: 500 },
        ),
      ),
    )
    const { api, effects } = client()
    await expect(api.get('/sys/x')).rejects.toThrow()
    expect((await screen.findAllByText('登录已过期')).length).toBeGreaterThan(0)
    expect(screen.getByText('很抱歉，登录已过期，请重新登录')).toBeInTheDocument()
    screen.getByRole('button', { name: '重新登录' }).click()
    await waitFor(() => expect(effects.reload).toHaveBeenCalled())
    expect(effects.clearSession).toHaveBeenCalled()
  })

  it('other failures show the server message', async () => {
    server.use(
      mswHttp.get(`${BASE}/sys/x`, () =>
        HttpResponse.json({ success: false, code: 500, message: '操作失败，数据库连接异常' }, { status: 500 }),
      ),
    )
    await expect(client().api.get('/sys/x')).rejects.toThrow()
    expect(await screen.findByText('操作失败，数据库连接异常')).toBeInTheDocument()
  })

  it('malformed JSON gives a clear message instead of undefined data', async () => {
    server.use(
      mswHttp.post(
        `${BASE}/sys/login`,
        () => new HttpResponse('{"success": tru', { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    await expect(client('').api.post('/sys/login', {})).rejects.toThrow('服务器返回的数据格式不正确')
    expect(await screen.findByText('服务器返回的数据格式不正确')).toBeInTheDocument()
  })

  it('a bare 500, an HTML error page and a dropped connection each get a Chinese text, never axios’s English', async () => {
    server.use(
      mswHttp.get(`${BASE}/sys/bare`, () =>
        HttpResponse.json(
          { timestamp: '2026-11-28T10:00:00', status: 500, error: 'Internal Server Error', message: '', path: '/x' },
          { status: 500 },
        ),
      ),
      mswHttp.get(`${BASE}/sys/html`, () =>
        HttpResponse.html('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
      ),
      mswHttp.get(`${BASE}/sys/reset`, () => HttpResponse.error()),
    )
    await expect(client().api.get('/sys/bare')).rejects.toThrow('服务器出错了（500），请稍后重试或联系管理员')
    expect(await screen.findByText('服务器出错了（500），请稍后重试或联系管理员')).toBeInTheDocument()
    await expect(client().api.get('/sys/html')).rejects.toThrow('服务器出错了（502），请稍后重试或联系管理员')
    await expect(client().api.get('/sys/reset')).rejects.toThrow('网络连接失败，请检查网络或稍后重试')
    expect(screen.queryByText(/Request failed|status code|Network Error/)).toBeNull()
  })

  it('sends nothing while the backend cannot answer at all: each call fails with the reason, no toast of its own', async () => {
    record('get', '/sys/x')
    const onHttpError = vi.fn()
    const api = createHttpClient({
      baseURL: BASE,
      getToken: () => 'token-1',
      getTenantId: () => 0,
      onHttpError,
      ready: () => Promise.reject(new Error('此浏览器无法运行内置后端')),
    })
    await expect(api.get('/sys/x')).rejects.toThrow('此浏览器无法运行内置后端')
    await expect(api.post('/sys/x', {})).rejects.toMatchObject({ failure: { message: '此浏览器无法运行内置后端' } })
    expect(seen).toHaveLength(0)
    expect(onHttpError).not.toHaveBeenCalled()
  })

  it('an unreachable server says so', async () => {
    server.use(mswHttp.get(`${BASE}/sys/x`, () => HttpResponse.error()))
    await expect(client().api.get('/sys/x')).rejects.toThrow()
    expect(await screen.findByText('网络连接失败，请检查网络或稍后重试')).toBeInTheDocument()
  })
})

describe('bare answers and quiet requests', () => {
  it('wraps a bare JSON answer as a successful envelope when the call allows it, and passes an envelope as it is', async () => {
    server.use(
      mswHttp.get(`${BASE}/sys/actuator/redis/keysSize`, () => HttpResponse.json({ dbSize: 42, create_time: 1 })),
      mswHttp.get(`${BASE}/sys/actuator/redis/info`, () => ok([{ key: 'redis_version', value: '5.0.14' }])),
    )
    const { api } = client()
    const bare = await api.get('/sys/actuator/redis/keysSize', {}, { bare: true })
    expect(bare).toMatchObject({ success: true, result: { dbSize: 42 } })
    const enveloped = await api.get('/sys/actuator/redis/info', {}, { bare: true })
    expect(enveloped.result).toEqual([{ key: 'redis_version', value: '5.0.14' }])
    await expect(api.get('/sys/actuator/redis/keysSize')).rejects.toThrow('服务器返回的数据格式不正确')
  })

  it('leaves out the catalogue for a quiet request’s failure, but still hands it a dead token', async () => {
    server.use(
      mswHttp.get(`${BASE}/actuator/metrics/:name`, () => new HttpResponse(null, { status: 404 })),
      mswHttp.get(`${BASE}/sys/actuator/redis/info`, () =>
        HttpResponse.json({ success: false, code: 401, message: 'Token失效，请重新登录!' }, { status: 401 }),
      ),
    )
    const onHttpError = vi.fn()
    const api = createHttpClient({ baseURL: BASE, getToken: () => 'token-1', getTenantId: () => '', onHttpError })
    await expect(api.get('/actuator/metrics/jvm.gc.pause', {}, { bare: true, quiet: true })).rejects.toThrow()
    expect(onHttpError).not.toHaveBeenCalled()
    await expect(api.get('/sys/actuator/redis/info', {}, { quiet: true })).rejects.toThrow()
    expect(onHttpError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }))
  })
})
