import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import { iprCaseAssignResource, iprCaseResource } from '@mocks/areas/agency/resources/ipr-case'
import ROLE_SEED from '@mocks/areas/system/seed/roles.json'
import { rowAccess } from '@mocks/kernel/crud/row-access'
import type { SysUser } from '@mocks/kernel/db/entities'
import type { Row } from '@mocks/kernel/db/table'
import { parseDateTime } from '@mocks/kernel/db/time'
import type { RequestContext } from '@mocks/kernel/routes/route'
import { queryPermissionsByUser } from '@mocks/kernel/services/permissions'

const db = createDatabase({ now: () => parseDateTime('2026-03-15 10:00:00') })

const userNamed = (username: string) => db.table('sys_user').first((row) => row.username === username)!

/** What a request of `username` carries for the row-access test: the user, the database, no parameters. */
const requestOf = (user: SysUser) =>
  ({ db, user, query: new URLSearchParams(), request: new Request('http://localhost/') }) as unknown as RequestContext

const pagesOf = (user: SysUser) => new Set(queryPermissionsByUser(db, user.id).map((menu) => menu.component))

const roleCodesOf = (user: SysUser) =>
  db
    .table('sys_user_role')
    .list((link) => link.userId === user.id)
    .map((link) => db.table('sys_role').get(link.roleId)!.roleCode)

const OPEN_TASK = new Set(['0', '1'])

describe('the seeded roles', () => {
  it('let every case handler open the case list and reach each case they handle', () => {
    const cases = db.table<Row>('ipr_case').list((row) => !!row.handler)
    const handlers = [...new Set(cases.map((row) => String(row.handler)))]
    expect(handlers.length).toBeGreaterThan(15)
    for (const username of handlers) {
      const user = userNamed(username)
      expect(pagesOf(user).has('ipr/CaseList'), username).toBe(true)
      const reaches = rowAccess(iprCaseResource, requestOf(user))
      expect(
        cases.filter((row) => row.handler === username && !reaches(row)),
        username,
      ).toEqual([])
    }
  })

  it('let every assignee of an open task open 我的案件任务 and reach each task given to them', () => {
    const tasks = db.table<Row>('ipr_case_assign').list((row) => OPEN_TASK.has(String(row.assignStatus)))
    const assignees = [...new Set(tasks.map((row) => String(row.assignee)))]
    expect(assignees.length).toBeGreaterThan(15)
    for (const username of assignees) {
      const user = userNamed(username)
      expect(pagesOf(user).has('ipr/MyCaseTaskList'), username).toBe(true)
      const reaches = rowAccess(iprCaseAssignResource, requestOf(user))
      expect(
        tasks.filter((row) => row.assignee === username && !reaches(row)),
        username,
      ).toEqual([])
    }
  })

  it('give no user two roles whose grants of one menu carry different data rules (they would narrow each other)', () => {
    for (const user of db.table('sys_user').list()) {
      const roleIds = new Set(
        db
          .table('sys_user_role')
          .list((link) => link.userId === user.id)
          .map((link) => link.roleId),
      )
      const rulesByMenu = new Map<string, Set<string>>()
      for (const grant of db.table('sys_role_permission').list((row) => roleIds.has(row.roleId)))
        rulesByMenu.set(
          grant.permissionId,
          (rulesByMenu.get(grant.permissionId) ?? new Set()).add(grant.dataRuleIds ?? ''),
        )
      const clashes = [...rulesByMenu].filter(([, rules]) => rules.size > 1).map(([menu]) => menu)
      expect(clashes, user.username).toEqual([])
    }
  })

  it('each have a sign-in in the README’s table, self-registration’s 临时角色 aside', () => {
    const readme = readFileSync('README.md', 'utf8')
    const table = readme.slice(readme.indexOf('| account | who |'), readme.indexOf('The captcha is drawn'))
    const accounts = [...table.matchAll(/^\| `([a-z]+)` \|/gm)].map((match) => match[1])
    const held = new Set(accounts.flatMap((username) => roleCodesOf(userNamed(username))))
    const roles = ROLE_SEED.roles.map((role) => role.code).filter((code) => code !== 'test')
    expect(roles.filter((code) => !held.has(code))).toEqual([])
  })
})
