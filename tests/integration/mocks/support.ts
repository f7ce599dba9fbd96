import { beforeAll } from 'vitest'
import type { TestServer } from '@mocks/node'
import { readCaptchaFromImage } from '@mocks/testing'
import { serveInTests } from '../../support/msw'

/** Any origin works: the handlers match any URL whose path starts with /jeecg-boot/. */
export const BASE = 'http://localhost/jeecg-boot'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
export interface Answer<T = any> {
  status: number
  body: { success: boolean; message: string; code: number; result: T; timestamp: number }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Answer: the caller's assertion checks the shape
export async function call<T = any>(
  path: string,
  options: {
    method?: string
    body?: unknown
    rawBody?: string
    token?: string
    headers?: Record<string, string>
    base?: string
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers['X-Access-Token'] = options.token
  let body: string | undefined
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['Content-Type'] = 'application/json;charset=UTF-8'
    body = options.rawBody ?? JSON.stringify(options.body)
  }
  const response = await fetch(`${options.base ?? BASE}${path}`, { method: options.method ?? 'GET', headers, body })
  return { status: response.status, body: await response.json() }
}

/** Fetches a captcha for `checkKey` and reads its code off the picture, as a person would. */
export async function captchaFor(checkKey: string, base = BASE): Promise<string> {
  const { body } = await call<string>(`/sys/randomImage/${checkKey}`, { base })
  return readCaptchaFromImage(body.result)
}

/** A full password login through the captcha; returns the raw answer. */
export async function login(username: string, password = '123456', base = BASE) {
  const checkKey = String(Date.now() + Math.random())
  const captcha = await captchaFor(checkKey, base)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the token, user and departments off it
  return call<any>('/sys/login', {
    method: 'POST',
    body: { username, password, captcha, checkKey, remember_me: true },
    base,
  })
}

/** The token of a successful login (throws otherwise). */
export async function tokenOf(username: string, password = '123456', base = BASE): Promise<string> {
  const answer = await login(username, password, base)
  if (answer.body.code !== 200) throw new Error(`login of ${username} failed: ${answer.body.message}`)
  return answer.body.result.token
}

/**
 * Serves a test file's own built-in backend (msw/node) while the file runs and signs the seeded admin in once before
 * its first test; the answer reads that admin's token.
 */
export function serveSignedInAdmin(backend: TestServer): () => string {
  let token = ''
  serveInTests(backend.server)
  beforeAll(async () => {
    token = await tokenOf('admin')
  })
  return () => token
}
