// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, tokenOf } from './support'
import { serveInTests } from '../../support/msw'

const { server, db, reset } = createTestServer()
let admin: string

serveInTests(server)
beforeAll(async () => {
  admin = await tokenOf('admin')
})
beforeEach(() => {
  // Keep the sessions (kv) but restore every table between tests.
  const sessions = db.snapshot().kv
  reset()
  for (const [key, entry] of Object.entries(sessions))
    db.kv.set(key, entry.value, entry.expiresAt === null ? undefined : Math.ceil((entry.expiresAt - db.now()) / 1000))
})

const idOf = (table: 'sys_role' | 'sys_depart', predicate: (row: Record<string, unknown>) => boolean) =>
  db.table(table).first(predicate)!.id

describe('user administration', () => {
  it('adds a user with roles and departments; the list translates dictionaries and names the departments', async () => {
    const roleId = idOf('sys_role', (role) => role.roleCode === 'trademark_agent')
    const departId = idOf('sys_depart', (depart) => depart.departName === '商标部')
    const added = await call('/sys/user/add', {
      method: 'POST',
      token: admin,
      body: {
        username: 'wangfang',
        realname: '王芳',
        password: 'Ipr@2024',
        sex: 2,
        phone: '13912345678',
        email: 'wangfang@bjipr.com.cn',
        workNo: 'IPR0205',
        post: 'trademark_agent',
        selectedroles: roleId,
        selecteddeparts: departId,
      },
    })
    expect(added.body).toMatchObject({ success: true, code: 200, message: '添加成功！' })

    const { body } = await call('/sys/user/list?username=wangfang', { token: admin })
    const [row] = body.result.records
    expect(row).toMatchObject({
      realname: '王芳',
      status: 1,
      delFlag: 0,
      sex_dictText: '女',
      status_dictText: '正常',
      post_dictText: '商标代理人',
      orgCodeTxt: '商标部',
      createBy: 'admin',
    })
    expect(row).not.toHaveProperty('password')
    expect(row).not.toHaveProperty('salt')
    expect((await call(`/sys/user/queryUserRole?userid=${row.id}`, { token: admin })).body.result).toEqual([roleId])
    expect((await call(`/sys/user/userDepartList?userId=${row.id}`, { token: admin })).body.result).toEqual([
      { key: departId, value: departId, title: '商标部' },
    ])
    // The password was hashed with a fresh salt: the new account can sign in with it.
    expect(await tokenOf('wangfang', 'Ipr@2024')).toMatch(/\./)
  })

  it('translates table-form dictionaries item by item and replaces the links on edit', async () => {
    const patent = idOf('sys_depart', (depart) => depart.departName === '专利部')
    const legal = idOf('sys_depart', (depart) => depart.departName === '法务部')
    const zhangsan = db.table('sys_user').first((user) => user.username === 'zhangsan')!
    const edited = await call('/sys/user/edit', {
      method: 'PUT',
      token: admin,
      body: {
        id: zhangsan.id,
        username: 'zhangsan',
        departIds: `${patent},${legal}`,
        selectedroles: '',
        selecteddeparts: legal,
      },
    })
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' })
    const { body } = await call('/sys/user/list?username=zhangsan', { token: admin })
    expect(body.result.records[0]).toMatchObject({
      departIds_dictText: '专利部,法务部',
      orgCodeTxt: '法务部',
      orgCode: 'A01A04',
    })
    expect((await call(`/sys/user/queryUserRole?userid=${zhangsan.id}`, { token: admin })).body.result).toEqual([])
  })

  it('records the write in the operation log with who did it', async () => {
    await call('/sys/position/add', {
      method: 'POST',
      token: admin,
      body: { code: 'ip_consultant', name: '知识产权顾问', postRank: '3' },
    })
    const { body } = await call(`/sys/log/list?logType=2&keyWord=${encodeURIComponent('职务-添加')}`, { token: admin })
    expect(body.result.records[0]).toMatchObject({
      logType: 2,
      operateType: 2,
      userid: 'admin',
      requestType: 'POST',
      method: 'org.jeecg.modules.system.controller.SysPositionController.add()',
    })
  })

  it('refuses writes to a user without the button permission with 510, but lets them read', async () => {
    const jeecg = await tokenOf('jeecg')
    const denied = { success: false, code: 510, message: '没有权限，请联系管理员授权' }
    expect(
      (await call('/sys/user/add', { method: 'POST', token: jeecg, body: { username: 'intruder' } })).body,
    ).toMatchObject(denied)
    expect(
      (await call('/sys/dict/add', { method: 'POST', token: jeecg, body: { dictName: '测试', dictCode: 'test' } }))
        .body,
    ).toMatchObject(denied)
    expect((await call('/sys/position/deleteBatch?ids=1,2,', { method: 'DELETE', token: jeecg })).body).toMatchObject(
      denied,
    )
    expect(
      (await call('/sys/user/frozenBatch', { method: 'PUT', token: jeecg, body: { ids: '1', status: 2 } })).body,
    ).toMatchObject(denied)
    expect((await call('/sys/user/list', { token: jeecg })).body.success).toBe(true)
  })

  it('validates bodies with the rule catalogue and answers 500 with the message', async () => {
    const bad = await call('/sys/user/add', {
      method: 'POST',
      token: admin,
      body: { username: 'wf', phone: '13912345678' },
    })
    expect(bad.body).toMatchObject({ success: false, code: 500, message: '登录账号：长度6到18个字符' })
    const missing = await call('/sys/position/add', { method: 'POST', token: admin, body: { code: 'x1' } })
    expect(missing.body).toMatchObject({ success: false, code: 500, message: '职务名称不能为空' })
    const taken = await call('/sys/position/add', {
      method: 'POST',
      token: admin,
      body: { code: 'PATENT_ATTORNEY', name: '重复' },
    })
    expect(taken.body).toMatchObject({ success: false, message: '职务编码已存在' })
  })

  it('edits with PUT and POST, keeps unsent values and stamps updateBy', async () => {
    const position = db.table('sys_position').first((row) => row.code === 'cashier')!
    expect(
      (await call('/sys/position/edit', { method: 'PUT', token: admin, body: { id: position.id, name: '出纳员' } }))
        .body.success,
    ).toBe(true)
    expect(
      (await call('/sys/position/edit', { method: 'POST', token: admin, body: { id: position.id, postRank: '2' } }))
        .body.success,
    ).toBe(true)
    expect(db.table('sys_position').get(position.id)).toMatchObject({
      code: 'cashier',
      name: '出纳员',
      postRank: '2',
      updateBy: 'admin',
    })
    expect((await call(`/sys/position/queryById?id=${position.id}`, { token: admin })).body.result.name).toBe('出纳员')
  })

  it('deletes in batches with the trailing comma of the Vue 2 client, users into the recycle bin', async () => {
    const ids = db
      .table('sys_user')
      .list((user) => ['tiantian', 'lujiayi'].includes(user.username))
      .map((user) => user.id)
    const { body } = await call(`/sys/user/deleteBatch?ids=${ids.join(',')},`, { method: 'DELETE', token: admin })
    expect(body).toMatchObject({ success: true, message: '批量删除用户成功' })
    const bin = (await call('/sys/user/recycleBin', { token: admin })).body.result.map(
      (user: { username: string }) => user.username,
    )
    expect(bin).toEqual(expect.arrayContaining(['tiantian', 'lujiayi', 'zhaoliu']))
    await call('/sys/user/putRecycleBin', { method: 'PUT', token: admin, body: { userIds: ids[0] } })
    expect(db.table('sys_user').get(ids[0])).toBeDefined()
  })

  it('answers the sort error and the list rules over HTTP', async () => {
    const wrong = await call('/sys/user/list?column=nickname&order=desc', { token: admin })
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: '请注意，将要排序的列字段不存在：nickname' })
    const { body } = await call(`/sys/user/list?realname=${encodeURIComponent('*晓*')}&column=username&order=asc`, {
      token: admin,
    })
    expect(body.result.records.map((user: { username: string }) => user.username)).toEqual([
      'chenxiaodong',
      'jeecg',
      'jiangxiaoyan',
    ])
  })

  it('manages the members of a department', async () => {
    const finance = idOf('sys_depart', (depart) => depart.departName === '财务部')
    const members = async () =>
      (await call(`/sys/user/departUserList?depId=${finance}&pageSize=50`, { token: admin })).body.result.records.map(
        (user: { username: string }) => user.username,
      )
    expect(await members()).toEqual(expect.arrayContaining(['caolihua', 'pengyuhang', 'zengshihan']))
    const lisi = db.table('sys_user').first((user) => user.username === 'lisi')!
    expect(
      (
        await call('/sys/user/editSysDepartWithUser', {
          method: 'POST',
          token: admin,
          body: { depId: finance, userIdList: [lisi.id] },
        })
      ).body.message,
    ).toBe('添加成功!')
    expect(await members()).toContain('lisi')
    const zeng = db.table('sys_user').first((user) => user.username === 'zengshihan')!
    await call(`/sys/user/deleteUserInDepartBatch?depId=${finance}&userIds=${lisi.id},${zeng.id},`, {
      method: 'DELETE',
      token: admin,
    })
    const after = await members()
    expect(after).not.toContain('lisi')
    expect(after).not.toContain('zengshihan')
    expect(db.table('sys_user').get(zeng.id)!.orgCode).toBeNull()
  })

  it('freezes users, and the user picker lists only active members of a department tree', async () => {
    const lisi = db.table('sys_user').first((user) => user.username === 'lisi')!
    await call('/sys/user/frozenBatch', { method: 'PUT', token: admin, body: { ids: lisi.id, status: 2 } })
    const departId = idOf('sys_depart', (depart) => depart.departName === '商标部')
    const { body } = await call(`/sys/user/queryUserComponentData?departId=${departId}&pageSize=50`, { token: admin })
    const names = body.result.records.map((user: { username: string }) => user.username)
    expect(names).toContain('gaoyaqin')
    expect(names).not.toContain('lisi')
  })
})
