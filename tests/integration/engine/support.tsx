import { cleanup, render, waitFor } from '@testing-library/react'
import { App as AntApp, ConfigProvider, Modal, message } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { createTestServer } from '@mocks/node'
import { clearDictRequests } from '@renderers/dict'
import { apiBaseUrl } from '@/config/env'
import { http } from '@/http'
import { SchemaPage } from '@renderers/schema/SchemaPage'
import { applyLoginResult, applyPermissions, clearSession } from '@/session/session-actions'
import { serveInTests } from '../../support/msw'
import { login } from '../mocks/support'
import '../preload-lazy'
import { AppEngine } from '@/engine/AppEngine'

export const backend = createTestServer()

/**
 * The built-in backend for the file and a signed-in user (admin unless told): the user signs in once, before the
 * file's first test, and every test starts from the data as it stood then (the tables a test wrote are copied back).
 */
export function serveSignedInBackend(username = 'admin') {
  serveInTests(backend.server)
  let session: SignedIn
  beforeAll(async () => {
    absoluteApiBase()
    backend.reset()
    session = await signIn(username)
    backend.checkpoint()
  })
  beforeEach(() => applySignedIn(session))
  afterEach(() => {
    cleanup()
    Modal.destroyAll()
    message.destroy()
    backend.server.resetHandlers()
    backend.server.events.removeAllListeners()
    backend.rollback()
    clearDictRequests()
    clearSession()
  })
  afterAll(() => backend.reset())
}

/**
 * Downloads go through axios' fetch adapter, which builds a `Request` from the app's relative base (/jeecg-boot);
 * node's Request, unlike a browser's, cannot resolve a relative URL, so the tests give the client the absolute one.
 */
function absoluteApiBase(): void {
  http.axios.defaults.baseURL = new URL(apiBaseUrl, window.location.href).href
}

/** What the shell keeps of a sign-in: the login answer and the user's permissions. */
interface SignedIn {
  login: Parameters<typeof applyLoginResult>[0]
  permissions: Parameters<typeof applyPermissions>[0]
}

/** Signs `username` in through the captcha and reads their permissions, as the login page does. */
async function signIn(username: string): Promise<SignedIn> {
  const answer = await login(username)
  if (answer.body.code !== 200) throw new Error(`sign-in of ${username} failed: ${answer.body.message}`)
  const permissions = await fetch('http://localhost/jeecg-boot/sys/permission/getUserPermissionByToken', {
    headers: { 'X-Access-Token': answer.body.result.token },
  }).then((response) => response.json())
  return { login: answer.body.result, permissions: permissions.result }
}

function applySignedIn(session: SignedIn): void {
  applyLoginResult(session.login)
  applyPermissions(session.permissions)
}

/** Signs another user in for the rest of the test. */
export async function signInAs(username: string): Promise<void> {
  applySignedIn(await signIn(username))
}

/** Rendered as the shell renders it: antd App context, Chinese locale, the app's engine services. */
export function renderInApp(node: ReactNode) {
  return render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <AppEngine>{node}</AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
}

/** A page schema rendered as the shell renders it; a record page gets `recordId`. */
export const renderSchema = (schema: unknown, source = 'schemas/pages/test.json', recordId?: string) =>
  renderInApp(<SchemaPage schema={schema} source={source} recordId={recordId} />)

/** Requests the page sends, for asserting on query parameters. */
export function recordRequests() {
  const seen: Request[] = []
  backend.server.events.on('request:start', ({ request }) => {
    seen.push(request)
  })
  return {
    /** Query parameters of the last request to a path ending with `path`. */
    last(path: string, method = 'GET'): URLSearchParams {
      const match = [...seen]
        .reverse()
        .find((request) => request.method === method && new URL(request.url).pathname.endsWith(path))
      if (!match) throw new Error(`no ${method} ${path} among ${seen.map((request) => request.url).join(', ')}`)
      return new URL(match.url).searchParams
    },
    /** Query parameters of every request to a path ending with `path`, oldest first. */
    all: (path: string, method = 'GET'): URLSearchParams[] =>
      seen
        .filter((request) => request.method === method && new URL(request.url).pathname.endsWith(path))
        .map((request) => new URL(request.url).searchParams),
    count: (path: string) => seen.filter((request) => new URL(request.url).pathname.endsWith(path)).length,
    clear: () => {
      seen.length = 0
    },
  }
}

export const ok = (result: unknown, message = '', code = 200) => ({
  success: true,
  message,
  code,
  result,
  timestamp: Date.now(),
})
export const failed = (message: string, code = 500) => ({
  success: false,
  message,
  code,
  result: null,
  timestamp: Date.now(),
})

/** The open drawer's content, once it shows (a drawer's module loads when the first one opens). */
export const findDrawer = () =>
  waitFor(() => {
    const drawer = document.querySelector<HTMLElement>('.ant-drawer-content')
    expect(drawer).not.toBeNull()
    return drawer!
  })
