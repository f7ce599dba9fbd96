import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBackend } from '../../backend'
import { okMessage } from '../services/result'
import { issueToken } from '../services/session'
import { routeHandlers, type Route } from './route'

const backend = createBackend()
const ran: string[] = []

/** A controller that records that it ran, so a refusal can be told from a controller failure. */
const controller = (name: string) => () => {
  ran.push(name)
  return okMessage(name)
}

const probes: Route[] = [
  { path: '/probe/open', methods: ['GET'], handle: controller('open') },
  {
    path: '/probe/add-user',
    methods: ['POST'],
    permission: 'user:add',
    handle: controller('add-user'),
  },
  {
    // The code depends on the body, like the gateway's add-or-edit endpoint.
    path: '/probe/save',
    methods: ['POST'],
    async permission(context) {
      const body = await context.body<{ id?: string }>()
      return body.id ? 'user:edit' : undefined
    },
    handle: controller('save'),
  },
]

const server = setupServer(...routeHandlers(backend, probes))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

async function send(path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers['X-Access-Token'] = token
  const response = await fetch(`http://localhost/jeecg-boot${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the permission a route declares', () => {
  // `jeecg` holds no user-administration buttons; `admin` holds them all.
  const jeecg = issueToken(backend.db, 'jeecg')
  const admin = issueToken(backend.db, 'admin')

  it('refuses a user without the code with HTTP 200 and code 510, before the controller runs', async () => {
    ran.length = 0
    expect(await send('/probe/add-user', jeecg, {})).toEqual({
      status: 200,
      body: expect.objectContaining({ success: false, code: 510, message: '没有权限，请联系管理员授权' }) as unknown,
    })
    expect(ran).toEqual([])
  })

  it('lets a user holding the code through to the controller', async () => {
    ran.length = 0
    expect((await send('/probe/add-user', admin, {})).body).toMatchObject({ success: true })
    expect(ran).toEqual(['add-user'])
  })

  it('lets every signed-in user into a route that declares none', async () => {
    ran.length = 0
    expect((await send('/probe/open', jeecg)).body).toMatchObject({ success: true })
    expect(ran).toEqual(['open'])
  })

  it('asks for the code a request-dependent permission names, and for none when it names none', async () => {
    ran.length = 0
    expect((await send('/probe/save', jeecg, { id: '1' })).body).toMatchObject({ code: 510 })
    expect((await send('/probe/save', jeecg, {})).body).toMatchObject({ success: true })
    expect(ran).toEqual(['save'])
  })

  it('answers a missing token with 401 before any permission check', async () => {
    expect((await send('/probe/add-user', null, {})).status).toBe(401)
  })
})
