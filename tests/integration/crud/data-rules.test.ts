// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, serveSignedInAdmin } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const adminToken = serveSignedInAdmin(backend)

const userMenu = () => db.table('sys_permission').first((row) => row.component === 'system/UserList')!
const adminRole = () => db.table('sys_role').first((row) => row.roleCode === 'admin')!
const adminUser = () => db.table('sys_user').first((row) => row.username === 'admin')!
const ruleId = (name: string) => db.table('sys_permission_data_rule').first((row) => row.ruleName === name)!.id

/** The admin role ticks these rules on 用户管理, through the role dialog's own call. */
async function grantRules(...ids: string[]) {
  const saved = await call('/sys/role/datarule', {
    method: 'POST',
    token: adminToken(),
    body: { permissionId: userMenu().id, roleId: adminRole().id, dataRuleIds: ids.join(',') },
  })
  expect(saved.body).toMatchObject({ success: true, message: '保存成功!' })
}

function addRule(fields: {
  ruleName: string
  ruleColumn: string | null
  ruleConditions: string
  ruleValue: string
  status?: string
}) {
  return String(
    db.table('sys_permission_data_rule').insert({
      permissionId: userMenu().id,
      status: '1',
      createBy: 'admin',
      createTime: '2026-11-22 09:00:00',
      updateBy: null,
      updateTime: null,
      ...fields,
    }).id,
  )
}

async function listedUsernames(): Promise<string[]> {
  const { body } = await call('/sys/user/list?pageNo=1&pageSize=100', { token: adminToken() })
  expect(body.success).toBe(true)
  return body.result.records.map((user: { username: string }) => user.username)
}

afterEach(() => grantRules())

describe('data rules (数据规则) on the user list, as @PermissionData(pageComponent = "system/UserList") applies them', () => {
  it('hides what a granted rule excludes and shows it again once the rule is taken back', async () => {
    expect(await listedUsernames()).toContain('admin')
    await grantRules(ruleId('不显示管理员'))
    const listed = await listedUsernames()
    expect(listed).not.toContain('admin')
    expect(listed).toContain('jeecg')
    await grantRules()
    expect(await listedUsernames()).toContain('admin')
  })

  it('reads system variables: #{sys_org_code} is the department the user signed in with', async () => {
    db.table('sys_user').update(adminUser().id, { orgCode: 'A01A02' })
    await grantRules(ruleId('只看本部门用户'))
    const orgCodes = db
      .table('sys_user')
      .list((user) => String(user.orgCode ?? '').startsWith('A01A02'))
      .map((user) => user.username)
    expect(orgCodes.length).toBeGreaterThan(0)
    expect((await listedUsernames()).sort()).toEqual(orgCodes.sort())
  })

  it('ignores rules that are switched off or name a column the user has not', async () => {
    const off = addRule({
      ruleName: '停用的规则',
      ruleColumn: 'username',
      ruleConditions: '=',
      ruleValue: 'jeecg',
      status: '0',
    })
    const unknown = addRule({ ruleName: '无此字段', ruleColumn: 'nickname', ruleConditions: '=', ruleValue: 'x' })
    await grantRules(off, unknown)
    expect(await listedUsernames()).toEqual(expect.arrayContaining(['admin', 'jeecg']))
  })

  it('runs SQL rules with their variables filled in, together with the column rules', async () => {
    const women = db
      .table('sys_user')
      .list((user) => String(user.sex) === '2')
      .map((user) => user.username)
    expect(women.length).toBeGreaterThan(0)
    const sql = addRule({
      ruleName: '女性或本人',
      ruleColumn: null,
      ruleConditions: 'USE_SQL_RULES',
      ruleValue: "sex = 2 or username = '#{sys_user_code}'",
    })
    await grantRules(sql)
    expect((await listedUsernames()).sort()).toEqual([...women, 'admin'].sort())

    const notMe = addRule({
      ruleName: '不含本人',
      ruleColumn: 'username',
      ruleConditions: '!=',
      ruleValue: '#{sys_user_code}',
    })
    await grantRules(sql, notMe)
    expect((await listedUsernames()).sort()).toEqual([...women].sort())
  })

  it('takes IN lists apart at the commas', async () => {
    const some = addRule({
      ruleName: '指定账号',
      ruleColumn: 'username',
      ruleConditions: 'IN',
      ruleValue: 'jeecg,admin',
    })
    await grantRules(some)
    expect((await listedUsernames()).sort()).toEqual(['admin', 'jeecg'])
  })
})
