import { setupServer } from 'msw/node'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue, type Operation } from '../../../codegen/load-catalogue'
import { AREAS } from '../../../mocks/areas'
import { createBackend } from '../../../mocks/backend'
import { mayCall, operationGuard } from '../../../mocks/kernel/routes/operation-guard'
import { queryPermissionsByUser } from '../../../mocks/kernel/services/permissions'
import { issueToken } from '../../../mocks/kernel/services/session'
import { OPERATION_PERMISSIONS } from '../../../schemas/generated/operation-permissions'

/**
 * Every call is authorised by what it does: the API catalogue names each operation's permission, and the built-in
 * backend checks every request against it. The walk over the whole catalogue goes through the backend's own guard
 * (one request per operation and role through msw would take minutes); a few real requests show the guard is the one
 * requests meet.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const operations = loadCatalogue(repoRoot)
const guard = operationGuard(OPERATION_PERMISSIONS)
const backend = createBackend({ seedOnce: true })
const server = setupServer(...backend.handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

/** A path of the operation with each variable given `x`. */
const called = (operation: Operation) => operation.path.replace(/\{[^}]+\}/g, 'x')

const userNamed = (username: string) => backend.db.table('sys_user').list((row) => row.username === username)[0]

/** One active user of each role that has any, by role code. */
function userOfEachRole(): Map<string, string> {
  const users = backend.db.table('sys_user').list((user) => String(user.status) === '1' && String(user.delFlag) === '0')
  const byRole = new Map<string, string>()
  for (const role of backend.db.table('sys_role').list()) {
    const ids = new Set(
      backend.db
        .table('sys_user_role')
        .list((link) => link.roleId === role.id)
        .map((link) => link.userId),
    )
    const user = users.find((candidate) => ids.has(candidate.id))
    if (user) byRole.set(String(role.roleCode), String(user.username))
  }
  return byRole
}

/** The grants a user holds, read off the seed: button codes and the urls (query aside) of the menus they open. */
function grantsOf(username: string): Set<string> {
  return new Set(
    queryPermissionsByUser(backend.db, String(userNamed(username).id)).flatMap((menu) => [
      ...(menu.perms ?? '').split(','),
      ...(menu.url ? [menu.url.split('?')[0]] : []),
    ]),
  )
}

/** What the catalogue lets a holder of these grants call (a `{name}` of a menu path taking the called value). */
const allows = (operation: Operation, grants: Set<string>) =>
  (typeof operation.permission === 'string' ? [operation.permission] : operation.permission).some(
    (grant) => grant === 'anon' || grant === 'signed-in' || grants.has(grant.replace(/\{[^}]+\}/g, 'x')),
  )

async function answerCode(path: string, username: string, method = 'GET') {
  const response = await fetch(`http://localhost/jeecg-boot${path}`, {
    method,
    headers: { 'X-Access-Token': issueToken(backend.db, username), 'Content-Type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  })
  return ((await response.json()) as { code: number }).code
}

describe('the API catalogue walked as each seeded role', () => {
  const roles = userOfEachRole()

  it('finds each operation at its own method and path, with its own permission', () => {
    expect(operations.length).toBeGreaterThan(400)
    const lost = operations.filter(
      (operation) =>
        JSON.stringify(guard(operation.method, called(operation))) !==
        JSON.stringify(
          (typeof operation.permission === 'string' ? [operation.permission] : operation.permission).map((grant) =>
            grant.replace(/\{[^}]+\}/g, 'x'),
          ),
        ),
    )
    expect(lost.map((operation) => operation.id)).toEqual([])
  })

  it('names the button code each route of the backend checks itself', () => {
    const disagreeing = AREAS.flatMap((area) => area.routes)
      .filter((route) => typeof route.permission === 'string')
      .filter((route) => {
        const methods = route.methods === 'ANY' ? ['GET'] : route.methods
        return !guard(methods[0], route.path.replace(/:[A-Za-z]+/g, 'x'))?.includes(route.permission as string)
      })
      .map((route) => `${route.path}: ${String(route.permission)}`)
    expect(disagreeing).toEqual([])
  })

  it.each([...roles])('as %s (%s): exactly the operations its grants allow pass', (role, username) => {
    const grants = grantsOf(username)
    const user = userNamed(username)
    const wrong = operations
      .filter(
        (operation) =>
          mayCall(backend.db, user, guard(operation.method, called(operation))!) !== allows(operation, grants),
      )
      .map((operation) => operation.id)
    expect(wrong).toEqual([])
    if (role === 'admin') expect(operations.filter((operation) => !allows(operation, grants))).toEqual([])
  })

  it('keeps the online-form designer, its sync and other forms’ rows, roles, jobs and salaries from an agent', async () => {
    const refused = [
      ['/online/cgform/api/addAll', 'POST'],
      ['/online/cgform/api/doDbSynch/d35109c3632c4952a19ecc094943dd71/force', 'POST'],
      ['/online/cgform/head/list'],
      ['/online/cgform/api/getData/d35109c3632c4952a19ecc094943dd71'],
      ['/sys/role/list'],
      ['/sys/permission/list'],
      ['/sys/quartzJob/list'],
      ['/sys/dict/add', 'POST'],
      ['/sys/actuator/redis/info'],
      ['/ipr/salaryBatch/list'],
    ] as const
    for (const [path, method] of refused) {
      expect([path, await answerCode(path, 'lisi', method)]).toEqual([path, 510])
      expect([path, await answerCode(path, 'admin', method)]).not.toEqual([path, 510])
    }
    // Customers and contracts are read by those whose menus show them; the user picker every form has stays open.
    expect(await answerCode('/ipr/customer/list', 'tiantian')).toBe(510)
    expect(await answerCode('/ipr/contract/list', 'tiantian')).toBe(510)
    expect(await answerCode('/ipr/customer/list', 'lisi')).toBe(200)
    expect(await answerCode('/sys/user/list', 'lisi')).toBe(200)
  })

  it('lets 个人中心 read the log list for its 我的登录记录, the user’s own rows only', async () => {
    const usersIn = async (username: string) => {
      const response = await fetch('http://localhost/jeecg-boot/sys/log/list?logType=1&pageSize=1000', {
        headers: { 'X-Access-Token': issueToken(backend.db, username) },
      })
      const { result } = (await response.json()) as { result: { records: { userid: string }[] } }
      return new Set(result.records.map((row) => row.userid))
    }
    expect([...(await usersIn('jeecg'))]).toEqual(['jeecg'])
    expect((await usersIn('admin')).size).toBeGreaterThan(1)
  })
})
