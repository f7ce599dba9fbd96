// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import type { UserPermission } from '@/generated/entities'
import { BASE, call, captchaFor, login, tokenOf } from './support'
import { serveInTests } from '../../support/msw'

const { server, db, reset } = createTestServer()

serveInTests(server)
afterEach(() => reset())

describe('captcha', () => {
  it('answers a base64 image in result with code 0', async () => {
    const { status, body } = await call('/sys/randomImage/1700000000000')
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, code: 0, message: '' })
    expect(body.result).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await captchaFor('1700000000001')).toMatch(/^[A-Za-z0-9]{4}$/)
  })
})

describe('POST /sys/login', () => {
  const attempt = (body: Record<string, unknown>) => call('/sys/login', { method: 'POST', body })

  it('checks the captcha first: missing, then wrong (code 412)', async () => {
    expect((await attempt({ username: 'admin', password: '123456', checkKey: 'k' })).body).toMatchObject({
      success: false,
      code: 500,
      message: '验证码无效',
    })
    await captchaFor('k')
    expect(
      (await attempt({ username: 'admin', password: '123456', captcha: 'zzzz', checkKey: 'k' })).body,
    ).toMatchObject({
      success: false,
      code: 412,
      message: '验证码错误',
    })
  })

  it('keeps a captcha valid after a wrong guess and deletes it after a success', async () => {
    const code = await captchaFor('k2')
    await attempt({ username: 'admin', password: '123456', captcha: '0000', checkKey: 'k2' })
    expect(
      (await attempt({ username: 'admin', password: '123456', captcha: code.toLowerCase(), checkKey: 'k2' })).body.code,
    ).toBe(200)
    expect((await attempt({ username: 'admin', password: '123456', captcha: code, checkKey: 'k2' })).body.code).toBe(
      412,
    )
  })

  it.each([
    ['nobody', '123456', '该用户不存在，请注册'],
    // Logically deleted: the @TableLogic lookup hides the account, as on the real server.
    ['zhaoliu', '123456', '该用户不存在，请注册'],
    ['wangwu', '123456', '该用户已冻结'],
    ['admin', 'wrong', '用户名或密码错误'],
    ['sunqi', '123456', '与该用户关联的租户均已被冻结，无法登录！'],
  ])('refuses %s with "%s"', async (username, password, message) => {
    const { status, body } = await login(username, password)
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: false, code: 500, message })
  })

  it('signs admin in: one department, no tenant choice, no write-only fields', async () => {
    const { body } = await login('admin')
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' })
    const result = body.result
    expect(result.token.split('.')).toHaveLength(3)
    expect(result.multi_depart).toBe(1)
    expect(result.departs.map((depart: { orgCode: string }) => depart.orgCode)).toEqual(['A01'])
    expect('tenantList' in result).toBe(false)
    expect(result.userInfo).toMatchObject({
      username: 'admin',
      realname: '管理员',
      orgCode: 'A01',
      birthday: '1985-06-18',
      status: 1,
    })
    expect(result.userInfo).not.toHaveProperty('password')
    expect(result.userInfo).not.toHaveProperty('salt')
    expect(result.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ])
  })

  it('gives zhangsan a department choice and two tenants', async () => {
    const { body } = await login('zhangsan')
    expect(body.result.multi_depart).toBe(2)
    expect(body.result.departs.map((depart: { departName: string }) => depart.departName)).toEqual(['专利部', '法务部'])
    expect(body.result.tenantList.map((tenant: { id: number; name: string }) => [tenant.id, tenant.name])).toEqual([
      [1, '北京总部'],
      [2, '上海分公司'],
    ])
  })

  it('records login logs, successful or not', async () => {
    await login('admin')
    await login('nobody')
    const logs = db
      .table('sys_log')
      .list((log) => log.logType === 1)
      .slice(-2)
    expect(logs.map((log) => log.logContent)).toEqual(['用户名: admin,登录成功！', '用户登录失败，用户不存在！'])
    expect(logs[0]).toMatchObject({ userid: 'admin', username: '管理员' })
  })

  it('answers a malformed body with a 500 result instead of failing', async () => {
    const { status, body } = await call('/sys/login', { method: 'POST', rawBody: '{"username": "admin",' })
    expect(status).toBe(200)
    expect(body.success).toBe(false)
    expect(body.code).toBe(500)
    expect(body.message).toMatch(/^操作失败，JSON parse error/)
  })
})

describe('the token filter', () => {
  const expired = { success: true, code: 401, message: 'Token失效，请重新登录!', result: null }

  it('answers HTTP 401 with success:true on any non-anonymous path without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await call('/sys/permission/getUserPermissionByToken', { token })
      expect(status).toBe(401)
      expect(body).toMatchObject(expired)
    }
    expect((await call('/sys/no/such/thing')).status).toBe(401)
  })

  it('accepts the token as a query parameter and answers 404 for unknown paths once signed in', async () => {
    const token = await tokenOf('admin')
    expect((await call(`/sys/permission/getUserPermissionByToken?token=${token}`)).status).toBe(200)
    const { status, body } = await call('/sys/no/such/thing', { token })
    expect(status).toBe(404)
    expect(body).toMatchObject({ success: false, code: 404 })
  })

  it('refuses a frozen user’s existing session', async () => {
    const token = await tokenOf('lisi')
    db.table('sys_user').updateWhere((user) => user.username === 'lisi', { status: 2 })
    expect((await call('/sys/user/getCurrentUserDeparts', { token })).status).toBe(401)
  })
})

describe('POST /sys/logout', () => {
  it('needs a token, a decodable one, and then ends the session', async () => {
    expect((await call('/sys/logout', { method: 'POST' })).body).toMatchObject({
      success: false,
      code: 500,
      message: '退出登录失败！',
    })
    expect((await call('/sys/logout', { method: 'POST', token: 'garbage' })).body).toMatchObject({
      success: false,
      message: 'Token无效!',
    })
    const token = await tokenOf('admin')
    expect((await call('/sys/logout', { method: 'POST', token })).body).toMatchObject({
      success: true,
      code: 200,
      message: '退出登录成功！',
      result: '退出登录成功！',
    })
    expect((await call('/sys/permission/getUserPermissionByToken', { token })).status).toBe(401)
  })
})

describe('GET /sys/permission/getUserPermissionByToken', () => {
  const permissionsOf = async (username: string) =>
    (await call<UserPermission>('/sys/permission/getUserPermissionByToken', { token: await tokenOf(username) })).body

  it('gives admin the whole menu with code 0 and an empty message', async () => {
    const body = await permissionsOf('admin')
    expect(body).toMatchObject({ success: true, code: 0, message: '' })
    const { menu, auth, allAuth, sysSafeMode } = body.result
    expect(sysSafeMode).toBe(false)
    expect(menu.map((node) => node.meta!.title ?? '(hidden)')).toEqual([
      '首页',
      '客户管理',
      '合同管理',
      '案件管理',
      '知产信息',
      '费用管理',
      '快递管理',
      '财务管理',
      '统计分析',
      '人事行政',
      '流程管理',
      '系统管理',
      '系统监控',
      '(hidden)',
      '我的消息',
      '消息中心',
      '测试页',
      '示例',
      '在线开发',
    ])
    const system = menu.find((node) => node.path === '/isystem')
    expect(system!.children!.map((node) => node.component)).toContain('system/SysCategoryList')
    const monitor = menu.find((node) => node.path === '/dashboard3')
    const frames = monitor!.children!.filter((node) => String(node.meta!.url).startsWith('{{'))
    expect(frames.map((node) => [node.path.length, node.meta!.internalOrExternal, node.meta!.url])).toEqual([
      [32, false, "{{ window._CONFIG['domianURL'] }}/druid/"],
      [32, true, "{{ window._CONFIG['domianURL'] }}/doc.html"],
    ])
    const bpm = menu.find((node) => node.path === '/bpm-manage')
    expect(bpm!.children!.find((node) => node.path === '/bpm/modelEditor')).toMatchObject({
      hidden: true,
      component: 'bpm/ModelEditor',
    })
    expect(auth.map((item) => item.action)).toContain('user:add')
    expect(auth.map((item) => item.action)).not.toContain('user:sync')
    expect(allAuth).toContainEqual({ action: 'user:form:birthday', status: '1', type: '2', describe: '禁用生日字段' })
  })

  it('gives jeecg the user list without buttons, read-only dictionaries and customers, their own cases and 人事行政', async () => {
    const { menu, auth } = (await permissionsOf('jeecg')).result
    // The own pages' group (/account) comes without a title: the server drops it when every child is hidden.
    expect(menu.map((node) => node.meta!.title ?? node.path)).toEqual([
      '首页',
      '客户管理',
      '案件管理',
      '人事行政',
      '系统管理',
      '/account',
      '我的消息',
    ])
    expect(menu[2].children!.map((node) => node.meta!.title)).toEqual([
      '案件列表',
      '我的案件任务',
      '逾期案件',
      '期限监控',
    ])
    expect(menu[3].children!.map((node) => node.meta!.title)).toEqual([
      '报销管理',
      '借款管理',
      '我的工资条',
      '工作日志',
    ])
    expect(menu[4].children!.map((node) => node.meta!.title)).toEqual(['用户管理', '数据字典'])
    expect(auth.map((item) => item.action).filter((action) => !/^ipr:(reimburse|loan|dailyLog):/.test(action))).toEqual(
      ['ipr:case:edit', 'ipr:case:export'],
    )
  })

  it('adds department-role permissions (zhangsan reviews patents)', async () => {
    const { menu, auth } = (await permissionsOf('zhangsan')).result
    const bpm = menu.find((node) => node.path === '/bpm-manage')
    expect(bpm!.children!.map((node) => node.meta!.title)).toEqual(['流程模型', '我的待办', '我的已办', '我发起的'])
    // 专利代理人 holds the agency's buttons; the workflow ones come from the department role alone.
    expect(auth.map((item) => item.action).filter((action) => action.startsWith('bpm:'))).toEqual([
      'bpm:model:add',
      'bpm:model:deploy',
    ])
    expect(auth.map((item) => item.action)).toEqual(expect.arrayContaining(['ipr:case:edit', 'ipr:info:add']))
    expect(auth.map((item) => item.action)).not.toContain('ipr:case:delete')
  })
})

describe('current department', () => {
  it('switches with PUT /sys/selectDepart and refuses POST with code 405', async () => {
    const token = await tokenOf('zhangsan')
    const wrongMethod = await call('/sys/selectDepart', {
      method: 'POST',
      token,
      body: { username: 'zhangsan', orgCode: 'A01A04' },
    })
    expect(wrongMethod.status).toBe(200)
    expect(wrongMethod.body).toMatchObject({ success: false, code: 405, message: '不支持POST请求方法，支持以下PUT、' })
    const { body } = await call('/sys/selectDepart', {
      method: 'PUT',
      token,
      body: { username: 'zhangsan', orgCode: 'A01A04' },
    })
    expect(body).toMatchObject({ success: true, code: 0 })
    expect(body.result.userInfo.orgCode).toBe('A01A04')
    const departs = await call('/sys/user/getCurrentUserDeparts', { token })
    expect(departs.body.result.orgCode).toBe('A01A04')
    expect(departs.body.result.list).toHaveLength(2)
  })
})

describe('dashboard figures', () => {
  it('counts visits from the login log', async () => {
    const token = await tokenOf('admin')
    const info = await call('/sys/loginfo', { token })
    expect(info.body).toMatchObject({ success: true, code: 200, message: '登录成功' })
    expect(info.body.result.todayVisitCount).toBeGreaterThanOrEqual(1)
    expect(info.body.result.totalVisitCount).toBeGreaterThan(info.body.result.todayVisitCount)
    const visits = await call('/sys/visitInfo', { token })
    expect(visits.body.code).toBe(0)
    expect(visits.body.result.length).toBeLessThanOrEqual(7)
    expect(Object.keys(visits.body.result[0]).sort()).toEqual(['ip', 'tian', 'type', 'visit'])
  })
})

it('answers under the context path on any origin, as for a configured API base URL', async () => {
  expect(BASE).toBe('http://localhost/jeecg-boot')
  const { body } = await call('/sys/randomImage/1', { base: 'http://127.0.0.1:18080/jeecg-boot' })
  expect(body.success).toBe(true)
})
