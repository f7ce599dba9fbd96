import { http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyLoginResult, applyPermissions, saveTenantId } from '@/session/session-actions'
import { session } from '@/session/session-store'
import { signOut } from '@/session/sign-out'
import { SESSION_TTL_MS, storage } from '@/session/storage'
import { serveInTests } from '../../support/msw'

const server = setupServer()
const logoutTokens: (string | null)[] = []

serveInTests(server)
afterEach(() => {
  server.resetHandlers()
  logoutTokens.length = 0
  localStorage.clear()
  vi.useRealTimers()
})

function signedIn(): void {
  applyLoginResult({
    token: 'token-1',
    userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
    departs: [],
    multi_depart: 1,
    sysAllDictItems: { sex: [{ value: '1', text: '男', title: '男', label: '男' }] },
  })
  saveTenantId(2)
  applyPermissions({ menu: [], auth: [{ action: 'user:add', type: '1' }], allAuth: [], sysSafeMode: false })
}

const proKeys = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith('pro__'))
    .sort()

function answerLogout(answer: () => Response): void {
  server.use(
    mswHttp.post('*/jeecg-boot/sys/logout', ({ request }) => {
      logoutTokens.push(request.headers.get('X-Access-Token'))
      return answer()
    }),
  )
}

describe('stored session values', () => {
  it('are kept under pro__ with the original Vue-ls envelope and expire after 7 days', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T08:00:00Z') })
    signedIn()
    expect(proKeys()).toEqual([
      'pro__Access-Token',
      'pro__Login_Userinfo',
      'pro__Login_Username',
      'pro__TENANT_ID',
      'pro__UI_CACHE_DB_DICT_DATA',
    ])
    expect(JSON.parse(localStorage.getItem('pro__Access-Token')!)).toEqual({
      value: 'token-1',
      expire: Date.now() + 604_800_000,
    })
    expect(SESSION_TTL_MS).toBe(604_800_000)

    vi.setSystemTime(Date.now() + SESSION_TTL_MS - 1)
    expect(storage.get('Access-Token')).toBe('token-1')
    vi.setSystemTime(Date.now() + 2)
    expect(storage.get('Access-Token')).toBeUndefined()
    expect(localStorage.getItem('pro__Access-Token')).toBeNull()
  })
})

describe('logout', () => {
  it('calls the server with the token, clears everything local and goes to /user/login', async () => {
    answerLogout(() =>
      HttpResponse.json({
        success: true,
        code: 200,
        message: '退出登录成功！',
        result: '退出登录成功！',
        timestamp: 1,
      }),
    )
    signedIn()
    const navigate = vi.fn()
    await signOut(navigate)
    expect(logoutTokens).toEqual(['token-1'])
    expect(proKeys()).toEqual([])
    expect(session).toMatchObject({
      token: '',
      userInfo: null,
      tenantId: '',
      menu: undefined,
      auth: [],
      allAuth: [],
      dictCache: {},
    })
    expect(navigate).toHaveBeenCalledWith('/user/login')
  })

  it('completes regardless of the server: unreachable or refusing, the session is still gone', async () => {
    for (const answer of [
      () => HttpResponse.error(),
      () => HttpResponse.json({ success: false, code: 500, message: 'Token无效!' }, { status: 500 }),
    ]) {
      answerLogout(answer)
      signedIn()
      const navigate = vi.fn()
      await signOut(navigate)
      expect(proKeys()).toEqual([])
      expect(session.token).toBe('')
      expect(navigate).toHaveBeenCalledWith('/user/login')
    }
    expect(logoutTokens).toEqual(['token-1', 'token-1'])
  })
})
