// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, tokenOf } from './support'
import { serveInTests } from '../../support/msw'

const { server, db } = createTestServer()

serveInTests(server)

type MenuNode = { meta: { title?: string }; children?: MenuNode[] }
const titles = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => [node.meta.title ?? '', ...titles(node.children ?? [])])

describe('role permissions drive the menu', () => {
  it('saves only the difference and getUserPermissionByToken follows', async () => {
    const admin = await tokenOf('admin')
    const lisi = await tokenOf('lisi')
    const role = db.table('sys_role').first((row) => row.roleCode === 'trademark_agent')!
    const permissionId = (name: string) => db.table('sys_permission').first((row) => row.name === name)!.id
    const before = (await call(`/sys/permission/queryRolePermission?roleId=${role.id}`, { token: admin })).body
      .result as string[]
    expect(
      titles((await call('/sys/permission/getUserPermissionByToken', { token: lisi })).body.result.menu),
    ).not.toContain('职务管理')

    const granted = [...before, permissionId('系统管理'), permissionId('职务管理')]
    const saved = await call('/sys/permission/saveRolePermission', {
      method: 'POST',
      token: admin,
      body: { roleId: role.id, permissionIds: granted.join(','), lastpermissionIds: before.join(',') },
    })
    expect(saved.body).toMatchObject({ success: true, code: 200, message: '保存成功！' })
    const menu = (await call('/sys/permission/getUserPermissionByToken', { token: lisi })).body.result.menu
    expect(titles(menu)).toEqual(expect.arrayContaining(['系统管理', '职务管理']))

    await call('/sys/permission/saveRolePermission', {
      method: 'POST',
      token: admin,
      body: { roleId: role.id, permissionIds: before.join(','), lastpermissionIds: granted.join(',') },
    })
    expect(
      titles((await call('/sys/permission/getUserPermissionByToken', { token: lisi })).body.result.menu),
    ).not.toContain('职务管理')
  })

  it('answers the authorisation tree with every id, and data rules with ruleFlag', async () => {
    const admin = await tokenOf('admin')
    const { body } = await call('/sys/permission/queryTreeList', { token: admin })
    expect(body.result.ids).toHaveLength(db.table('sys_permission').count())
    const system = body.result.treeList.find((node: { title: string }) => node.title === '系统管理')
    const user = system.children.find((node: { title: string }) => node.title === '用户管理')
    expect(user).toMatchObject({ key: user.value, isLeaf: false, ruleFlag: 1, scopedSlots: { title: 'hasDatarule' } })
    const rules = await call(`/sys/permission/getPermRuleListByPermId?permissionId=${user.key}`, { token: admin })
    expect(rules.body.result.map((rule: { ruleName: string }) => rule.ruleName)).toContain('不显示管理员')
  })

  it('lists menus as a tree with key/title/isLeaf and keeps is_leaf true to the children', async () => {
    const admin = await tokenOf('admin')
    const tree = (await call('/sys/permission/list', { token: admin })).body.result
    const home = tree.find((node: { title: string }) => node.title === '首页')
    expect(home).toMatchObject({ key: home.id, isLeaf: true })
    const add = await call('/sys/permission/add', {
      method: 'POST',
      token: admin,
      body: { parentId: home.id, name: '首页导出', menuType: 2, perms: 'home:export' },
    })
    expect(add.body.success).toBe(true)
    expect(db.table('sys_permission').get(home.id)!.leaf).toBe(false)
    const button = db.table('sys_permission').first((row) => row.perms === 'home:export')!
    expect(button).toMatchObject({ status: '1', permsType: '1', createBy: 'admin' })
    await call(`/sys/permission/delete?id=${button.id}`, { method: 'DELETE', token: admin })
    expect(db.table('sys_permission').get(home.id)!.leaf).toBe(true)
  })

  it('loads the menu table level by level', async () => {
    const admin = await tokenOf('admin')
    const roots = (await call('/sys/permission/getSystemMenuList', { token: admin })).body.result
    expect(roots.map((node: { title: string }) => node.title)).toEqual([
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
      '个人页',
      '我的消息',
      '消息中心',
      '测试页',
      '示例',
      '在线开发',
    ])
    const system = roots.find((node: { title: string }) => node.title === '系统管理')
    const children = (await call(`/sys/permission/getSystemSubmenu?parentId=${system.id}`, { token: admin })).body
      .result
    expect(children[0]).toMatchObject({ title: '用户管理', isLeaf: false })
    const batch = (
      await call(`/sys/permission/getSystemSubmenuBatch?parentIds=${system.id},${children[0].id}`, { token: admin })
    ).body.result
    expect(batch[children[0].id].map((node: { perms: string }) => node.perms)).toContain('user:add')
  })

  it('gives department roles only what their department holds', async () => {
    const admin = await tokenOf('admin')
    const patent = db.table('sys_depart').first((row) => row.departName === '专利部')!
    const tree = (
      await call(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${patent.id}`, { token: admin })
    ).body.result
    expect(tree.ids.length).toBe(
      (await call(`/sys/permission/queryDepartPermission?departId=${patent.id}`, { token: admin })).body.result.length,
    )
    const role = db.table('sys_depart_role').first((row) => row.departId === patent.id)!
    const current = (await call(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role.id}`, { token: admin }))
      .body.result as string[]
    const extra = tree.ids.find((id: string) => !current.includes(id))
    await call('/sys/sysDepartPermission/saveDeptRolePermission', {
      method: 'POST',
      token: admin,
      body: { roleId: role.id, permissionIds: [...current, extra].join(','), lastpermissionIds: current.join(',') },
    })
    expect(
      (await call(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role.id}`, { token: admin })).body.result,
    ).toContain(extra)
  })
})
