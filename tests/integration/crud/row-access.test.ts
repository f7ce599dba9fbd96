// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { textOf } from '@mocks/kernel/services/text'
import { call, exportedRows, serveSignedInAdmin, tokenOf } from './support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

/** Seeded sign-ins: 专利代理人, 流程管理员 (专利部), 部门经理 (专利部), 财务 and 行政人事. */
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const username of ['liufang', 'hejunjie', 'chenxiaodong', 'pengyuhang', 'tiantian'])
    tokens[username] = await tokenOf(username)
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
const send = async (path: string, token: string, method = 'GET', body?: unknown): Promise<any> =>
  (await call(path, { method, body, token })).body

const orgCodeOf = (username: string) => String(db.table('sys_user').first((row) => row.username === username)!.orgCode)
const ownCase = () => db.table('ipr_case').first((row) => row.handler === 'liufang')!
const othersCase = () => db.table('ipr_case').first((row) => !!row.handler && row.handler !== 'liufang')!
const inPatent = (row: Record<string, unknown>) => textOf(row.sysOrgCode).startsWith(orgCodeOf('hejunjie'))

describe('a 专利代理人 (own cases) on every path of the case controller', () => {
  it('lists and exports exactly the cases they handle', async () => {
    const own = db.table('ipr_case').count((row) => row.handler === 'liufang')
    expect(own).toBeGreaterThan(0)
    expect((await send('/ipr/case/list?pageSize=10', tokens.liufang)).result.total).toBe(own)
    const sheet = await exportedRows('/ipr/case/exportXls', tokens.liufang)
    // Two title rows and the header, then one row per case.
    expect(sheet.length - 3).toBe(own)
  })

  it('reads and edits their own case, and finds no other: 未找到对应数据 as a generated controller says, the row untouched', async () => {
    expect(await send(`/ipr/case/queryById?id=${ownCase().id}`, tokens.liufang)).toMatchObject({ success: true })
    const other = othersCase()
    expect(await send(`/ipr/case/queryById?id=${other.id}`, tokens.liufang)).toMatchObject({
      success: false,
      message: '未找到对应数据',
    })
    const edited = await send('/ipr/case/edit', tokens.liufang, 'PUT', { id: other.id, remark: '越权修改' })
    expect(edited).toMatchObject({ success: false, message: '未找到对应数据' })
    expect(db.table('ipr_case').get(String(other.id))!.remark).toBe(other.remark)
    const own = ownCase()
    expect(await send('/ipr/case/edit', tokens.liufang, 'PUT', { id: own.id, remark: '本人备注' })).toMatchObject({
      success: true,
    })
    expect(db.table('ipr_case').get(String(own.id))!.remark).toBe('本人备注')
  })

  it('cannot accept a task given to someone else', async () => {
    const task = db.table('ipr_case_assign').first((row) => row.assignStatus === '0' && row.assignee !== 'liufang')!
    const answer = await send('/ipr/caseAssign/accept', tokens.liufang, 'PUT', { id: task.id })
    expect(answer).toMatchObject({ success: false, message: '未找到对应分配任务' })
    expect(db.table('ipr_case_assign').get(String(task.id))!.assignStatus).toBe('0')
  })

  it('counts only their own cases on the home page', async () => {
    const open = db
      .table('ipr_case')
      .count((row) => row.handler === 'liufang' && !['7', '8', '9', '10'].includes(String(row.caseStatus)))
    expect((await send('/ipr/statistics/overview', tokens.liufang)).result.openCases).toBe(open)
  })
})

describe('a 流程管理员 (their department) deleting tasks', () => {
  const outside = () => db.table('ipr_case_assign').first((row) => !inPatent(row) && row.assignStatus === '2')!
  const inside = () => db.table('ipr_case_assign').first((row) => inPatent(row) && row.assignStatus === '2')!

  it('lists the department’s tasks only', async () => {
    const total = db.table('ipr_case_assign').count(inPatent)
    expect((await send('/ipr/caseAssign/list?pageSize=10', tokens.hejunjie)).result.total).toBe(total)
  })

  /**
   * A stock JeecgBoot ANDs the role's data rule with the query's conditions (QueryGenerator + the rule's SQL), so
   * another department's scope typed into the address is answered with an empty page, not an error, and the export of
   * the same query holds no row: nothing of that department leaks, not even its count.
   */
  it('answers another department’s scope typed into the query with an empty page and an empty export', async () => {
    const otherDepartment = `${textOf(outside().sysOrgCode)}*`
    expect(otherDepartment.startsWith(orgCodeOf('hejunjie'))).toBe(false)
    const query = `sysOrgCode=${encodeURIComponent(otherDepartment)}`
    const page = (await send(`/ipr/caseAssign/list?pageSize=10&${query}`, tokens.hejunjie)).result
    expect(page).toMatchObject({ total: 0, records: [] })
    const sheet = await exportedRows(`/ipr/caseAssign/exportXls?${query}`, tokens.hejunjie)
    expect(sheet.length - 3).toBe(0)
    expect((await send(`/ipr/caseAssign/list?pageSize=10&${query}`, admin())).result.total).toBeGreaterThan(0)
  })

  it('refuses a task of another department as not found and deletes nothing, one by one or in a batch', async () => {
    const other = outside()
    expect(await send(`/ipr/caseAssign/delete?id=${other.id}`, tokens.hejunjie, 'DELETE')).toMatchObject({
      success: false,
      message: '未找到对应数据',
    })
    const own = inside()
    const batch = await send(`/ipr/caseAssign/deleteBatch?ids=${own.id},${other.id}`, tokens.hejunjie, 'DELETE')
    expect(batch).toMatchObject({ success: false, message: '未找到对应数据' })
    expect(db.table('ipr_case_assign').get(String(other.id))).toBeDefined()
    expect(db.table('ipr_case_assign').get(String(own.id))).toBeDefined()
    expect(await send(`/ipr/caseAssign/delete?id=${own.id}`, tokens.hejunjie, 'DELETE')).toMatchObject({
      success: true,
    })
    expect(db.table('ipr_case_assign').get(String(own.id))).toBeUndefined()
  })
})

describe('a 部门经理 (their department) reviewing work logs', () => {
  it('reviews a log of the department and finds none of another: 未找到对应日志, the log still waiting', async () => {
    const waiting = (row: Record<string, unknown>) => row.reviewStatus === '0' && row.createBy !== 'chenxiaodong'
    const other = db.table('ipr_daily_log').first((row) => waiting(row) && !inPatent(row))!
    expect(await send('/ipr/dailyLog/review', tokens.chenxiaodong, 'PUT', { id: other.id })).toMatchObject({
      success: false,
      message: '未找到对应日志',
    })
    expect(db.table('ipr_daily_log').get(String(other.id))!.reviewStatus).toBe('0')
    const own = db.table('ipr_daily_log').first((row) => waiting(row) && inPatent(row))!
    expect(await send('/ipr/dailyLog/review', tokens.chenxiaodong, 'PUT', { id: own.id })).toMatchObject({
      success: true,
    })
  })
})

describe('rows of pages a user does not open', () => {
  it('a 部门经理 gets no plan of a contract outside their department, the administrator gets them all', async () => {
    const contract = db
      .table('ipr_contract')
      .first((row) => !String(row.sysOrgCode).startsWith(orgCodeOf('chenxiaodong')))!
    const path = `/ipr/contract/queryPlanListByMainId?id=${contract.id}`
    expect((await send(path, admin())).result.length).toBeGreaterThan(0)
    expect((await send(path, tokens.chenxiaodong)).result).toEqual([])
  })

  it('财务 reads payments but not trademarks, whose page they do not open', async () => {
    const payment = db.table('ipr_info').first((row) => row.iprFlag === '5')!
    const trademark = db.table('ipr_info').first((row) => row.iprFlag === '2')!
    expect(await send(`/ipr/iprInfo/queryById?id=${payment.id}`, tokens.pengyuhang)).toMatchObject({ success: true })
    expect(await send(`/ipr/iprInfo/queryById?id=${trademark.id}`, tokens.pengyuhang)).toMatchObject({
      success: false,
    })
    expect((await send('/ipr/iprInfo/list?iprFlag=2', tokens.pengyuhang)).result.total).toBe(0)
  })

  it('行政人事 lists no case and counts none, yet still reads the user list every picker needs', async () => {
    expect((await send('/ipr/case/list', tokens.tiantian)).result.total).toBe(0)
    expect((await send('/ipr/statistics/overview', tokens.tiantian)).result.openCases).toBe(0)
    const users = db.table('sys_user').count((row) => row.delFlag === 0)
    expect((await send('/sys/user/list?pageSize=100', tokens.tiantian)).result.total).toBe(users)
  })
})

describe('rules granted through a department role', () => {
  it('narrow a list as a role’s do, queryDataRuleIds uniting both', async () => {
    const zhangsan = await tokenOf('zhangsan')
    const listed = async (): Promise<string[]> =>
      (await send('/sys/user/list?pageSize=100', zhangsan)).result.records.map(
        (user: { username: string }) => user.username,
      )
    expect(await listed()).toContain('admin')
    const reviewer = db.table('sys_depart_role').first((row) => row.roleCode === 'patent_reviewer')!
    db.table('sys_depart_role_permission').insert({
      id: 'grant-users',
      departId: reviewer.departId,
      roleId: reviewer.id,
      permissionId: db.table('sys_permission').first((row) => row.component === 'system/UserList')!.id,
      dataRuleIds: String(db.table('sys_permission_data_rule').first((row) => row.ruleName === '不显示管理员')!.id),
      operateDate: '2026-11-26 09:00:00',
      operateIp: '127.0.0.1',
    })
    const narrowed = await listed()
    expect(narrowed).not.toContain('admin')
    expect(narrowed).toContain('zhangsan')
    db.table('sys_depart_role_permission').remove('grant-users')
  })
})

describe('the role’s data rules as 角色管理 grants them (/sys/role/datarule)', () => {
  const caseMenu = () => db.table('sys_permission').first((row) => row.component === 'ipr/CaseList')!
  const role = () => db.table('sys_role').first((row) => row.roleCode === 'patent_agent')!
  const rule = (name: string) => db.table('sys_permission_data_rule').first((row) => row.ruleName === name)!

  it('answers the menu’s rules and the role’s ticked ones, and narrows the next list at once when changed', async () => {
    const loaded = await send(`/sys/role/datarule/${caseMenu().id}/${role().id}`, admin())
    expect(loaded.result.datarule.map((row: { ruleName: string }) => row.ruleName)).toEqual([
      '只看自己承办的案件',
      '只看本部门的案件',
    ])
    expect(loaded.result.drChecked).toBe(String(rule('只看自己承办的案件').id))
    const grant = (ids: string) =>
      send('/sys/role/datarule', admin(), 'POST', { permissionId: caseMenu().id, roleId: role().id, dataRuleIds: ids })
    expect(await grant(String(rule('只看本部门的案件').id))).toMatchObject({ success: true, message: '保存成功!' })
    const department = db.table('ipr_case').count((row) => String(row.sysOrgCode).startsWith(orgCodeOf('liufang')))
    expect((await send('/ipr/case/list?pageSize=10', tokens.liufang)).result.total).toBe(department)
    await grant(String(rule('只看自己承办的案件').id))
    const own = db.table('ipr_case').count((row) => row.handler === 'liufang')
    expect((await send('/ipr/case/list?pageSize=10', tokens.liufang)).result.total).toBe(own)
  })

  it('refuses rules for a menu the role is not granted: 请先保存角色菜单权限!', async () => {
    const bills = db.table('sys_permission').first((row) => row.component === 'ipr/BillList')!
    const answer = await send('/sys/role/datarule', admin(), 'POST', {
      permissionId: bills.id,
      roleId: role().id,
      dataRuleIds: '',
    })
    expect(answer).toMatchObject({ success: false, message: '请先保存角色菜单权限!' })
  })
})
