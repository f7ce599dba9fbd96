import SparkMD5 from 'spark-md5'
import { describe, expect, it } from 'vitest'
import type { SysPermission } from '../db/entities'
import { buildUserPermissions, INDEX_PAGE, toMenuNode, urlToRouteName } from './permission-tree'

let next = 0
function row(fields: Partial<SysPermission> & Pick<SysPermission, 'name'>): SysPermission {
  next += 1
  return {
    ...INDEX_PAGE,
    id: `p${next}`,
    url: null,
    component: null,
    componentName: null,
    icon: null,
    keepAlive: false,
    leaf: true,
    sortNo: next,
    ...fields,
  }
}

const home = row({ name: '首页', url: '/dashboard/analysis', component: 'dashboard/Analysis', icon: 'home' })

describe('menu nodes', () => {
  it('builds a menu node exactly as SysPermissionController#getUserPermissionByToken does', () => {
    const system = row({
      id: 'd7d6e2e4e2934f2c9385a623fd98c6f3',
      name: '系统管理',
      url: '/isystem',
      component: 'layouts/RouteView',
      icon: 'setting',
      leaf: false,
    })
    const user = row({
      id: '3f915b2769fc80648e92d04e84ca059d',
      parentId: system.id,
      menuType: 1,
      name: '用户管理',
      url: '/isystem/user',
      component: 'system/UserList',
    })
    const { menu } = buildUserPermissions([home, system, user], [])
    expect(menu[1]).toEqual({
      id: 'd7d6e2e4e2934f2c9385a623fd98c6f3',
      route: '1',
      path: '/isystem',
      name: 'isystem',
      component: 'layouts/RouteView',
      redirect: null,
      meta: {
        keepAlive: false,
        internalOrExternal: false,
        title: '系统管理',
        componentName: 'RouteView',
        icon: 'setting',
      },
      children: [
        {
          id: '3f915b2769fc80648e92d04e84ca059d',
          route: '1',
          path: '/isystem/user',
          name: 'isystem-user',
          component: 'system/UserList',
          meta: { keepAlive: false, internalOrExternal: false, title: '用户管理', componentName: 'UserList' },
        },
      ],
    })
  })

  it('uses the MD5 of http(s) and {{ }} urls as the path and keeps the url in meta', () => {
    const url = "{{ window._CONFIG['domianURL'] }}/druid/"
    const node = toMenuNode(
      row({ name: 'SQL监控', url, component: 'layouts/IframePageView', parentId: 'x', menuType: 1 }),
    )!
    expect(node.path).toBe(SparkMD5.hash(url))
    expect(node.path).toMatch(/^[0-9a-f]{32}$/)
    expect(node.meta.url).toBe(url)
    expect(
      toMenuNode(
        row({
          name: 'doc',
          url: 'https://example.com/doc.html',
          component: 'layouts/IframePageView',
          internalOrExternal: true,
        }),
      )!.meta,
    ).toMatchObject({
      url: 'https://example.com/doc.html',
      internalOrExternal: true,
    })
  })

  it('derives the route name from componentName, else from the url', () => {
    expect(urlToRouteName('/online/cgreport/:code')).toBe('online-cgreport-@code')
    expect(toMenuNode(row({ name: 'x', url: '/a/b', component: 'a/B', componentName: 'customName' }))!.name).toBe(
      'customName',
    )
  })

  it('writes route as a string, hidden and alwaysShow only when true, redirect only on first-level nodes', () => {
    const top = toMenuNode(
      row({
        name: 'top',
        url: '/top',
        component: 'layouts/RouteView',
        redirect: '/top/a',
        route: false,
        alwaysShow: true,
      }),
    )!
    expect(top).toMatchObject({ route: '0', redirect: '/top/a', alwaysShow: true })
    expect('hidden' in top).toBe(false)
    const child = toMenuNode(
      row({
        name: 'child',
        url: '/top/a',
        component: 'a/A',
        parentId: 'x',
        menuType: 1,
        redirect: '/ignored',
        hidden: true,
        hideTab: true,
      }),
    )!
    expect('redirect' in child).toBe(false)
    expect(child.hidden).toBe(true)
    expect(child.meta).toMatchObject({ hideMenu: true, hideTab: true })
  })

  it('never turns a button into a node', () => {
    expect(toMenuNode(row({ name: '添加', perms: 'user:add', menuType: 2 }))).toBeNull()
  })
})

describe('buildUserPermissions', () => {
  it('prepends 首页 when the user has none', () => {
    const messages = row({ name: '我的消息', url: '/isps/userAnnouncement', component: 'system/UserAnnouncementList' })
    const { menu } = buildUserPermissions([messages], [])
    expect(menu.map((node) => node.meta.title)).toEqual(['首页', '我的消息'])
    expect(menu[0]).toMatchObject({
      id: INDEX_PAGE.id,
      path: '/dashboard/analysis',
      name: 'dashboard-analysis',
      meta: { keepAlive: true, icon: 'home' },
    })
  })

  it('hides a first-level node whose children are all hidden and replaces its meta', () => {
    const account = row({ name: '个人页', url: '/account', component: 'layouts/RouteView', icon: 'user', leaf: false })
    const center = row({
      name: '个人中心',
      url: '/account/center',
      component: 'account/center/Index',
      parentId: account.id,
      menuType: 1,
      hidden: true,
    })
    const { menu } = buildUserPermissions([home, account, center], [])
    expect(menu[1]).toMatchObject({ hidden: true, meta: { hideMenu: true } })
    expect(menu[1].meta).toEqual({ hideMenu: true })
    expect(menu[1].children).toHaveLength(1)
  })

  it('keeps a first-level node visible when one child is visible', () => {
    const group = row({ name: '组', url: '/g', component: 'layouts/RouteView', leaf: false })
    const shown = row({ name: 'a', url: '/g/a', component: 'g/A', parentId: group.id, menuType: 1 })
    const hidden = row({ name: 'b', url: '/g/b', component: 'g/B', parentId: group.id, menuType: 1, hidden: true })
    const { menu } = buildUserPermissions([home, group, shown, hidden], [])
    expect(menu[1].hidden).toBeUndefined()
    expect(menu[1].meta.title).toBe('组')
  })

  it('drops children whose parent the user lacks, and does not descend into leaf rows', () => {
    const orphan = row({ name: '孤儿', url: '/o', component: 'o/O', parentId: 'missing', menuType: 1 })
    const leafParent = row({ name: '叶子', url: '/l', component: 'layouts/RouteView', leaf: true })
    const underLeaf = row({ name: '下级', url: '/l/x', component: 'l/X', parentId: leafParent.id, menuType: 1 })
    const { menu } = buildUserPermissions([home, orphan, leafParent, underLeaf], [])
    expect(menu.map((node) => node.meta.title)).toEqual(['首页', '叶子'])
    expect(menu[1].children).toBeUndefined()
  })

  it('lists the user’s valid buttons in auth and every button in allAuth', () => {
    const add = row({ name: '添加按钮', perms: 'user:add', permsType: '1', status: '1', menuType: 2 })
    const invalid = row({ name: '同步', perms: 'user:sync', permsType: '1', status: '0', menuType: 2 })
    const birthday = row({
      name: '禁用生日字段',
      perms: 'user:form:birthday',
      permsType: '2',
      status: '1',
      menuType: 2,
    })
    const result = buildUserPermissions([home, add, invalid], [add, invalid, birthday])
    expect(result.auth).toEqual([{ action: 'user:add', type: '1', describe: '添加按钮' }])
    expect(result.allAuth).toContainEqual({
      action: 'user:form:birthday',
      status: '1',
      type: '2',
      describe: '禁用生日字段',
    })
    expect(result.allAuth).toContainEqual({ action: 'user:sync', status: '0', type: '1', describe: '同步' })
    expect(result.sysSafeMode).toBe(false)
  })
})
