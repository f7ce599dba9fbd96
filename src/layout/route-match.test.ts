import { describe, expect, it } from 'vitest'
import { homePath, platformName } from '@/config/env'
import { flattenRoutes, type AppRoute } from '@/router/menu-routes'
import { breadcrumbsFor, documentTitle, matchRoute, menuKeysFor, pageTitle, withStaticPages } from './route-match'

const route = (path: string, title: string, children: AppRoute[] = [], extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  component: children.length ? 'layouts/RouteView' : `page${path}`,
  hidden: false,
  alwaysShow: false,
  meta: { title },
  children,
  ...extra,
})

const routes = [
  route('/dashboard/analysis', '首页'),
  route('/isystem', '系统管理', [
    route('/isystem/user', '用户管理'),
    route('/isystem/org', '组织', [route('/isystem/org/depart', '部门管理')]),
  ]),
  route('/online', '在线开发', [
    route('/online/cgformList/:code', '在线表单', [], { hidden: true }),
    route('/online/cgformList/4028a', '请假单'),
  ]),
  route('/bpm', '流程', [route('/bpm/model', '流程模型'), route('/bpm/modelEditor', '设计器', [], { hidden: true })]),
  route('/orders', '订单管理', [route('/orders/list', '订单列表'), route('/orders/list?scope=open', '待处理订单')]),
]
const flat = flattenRoutes(routes)

describe('matchRoute', () => {
  it('prefers an exact path and falls back to a pattern', () => {
    expect(matchRoute(flat, '/online/cgformList/4028a')?.route.meta.title).toBe('请假单')
    expect(matchRoute(flat, '/online/cgformList/other')?.route.meta.title).toBe('在线表单')
    expect(matchRoute(flat, '/nowhere')).toBeUndefined()
  })

  it('gives an address holding a menu row’s query to that row, and the rest of its path to the plain one', () => {
    expect(matchRoute(flat, '/orders/list', '?scope=open&orderNo=A1')?.route.meta.title).toBe('待处理订单')
    expect(matchRoute(flat, '/orders/list', '?scope=all')?.route.meta.title).toBe('订单列表')
    expect(matchRoute(flat, '/orders/list')?.route.meta.title).toBe('订单列表')
    expect(menuKeysFor(flat, '/orders/list', '?scope=open').selected).toEqual(['/orders/list?scope=open'])
  })

  it('knows static pages that have no menu row', () => {
    const withStatic = withStaticPages(flat, [route('/result/success', '成功'), route('/isystem/user', '另一个')])
    expect(matchRoute(withStatic, '/result/success')?.chain.map((item) => item.path)).toEqual(['/result/success'])
    expect(matchRoute(withStatic, '/isystem/user')?.route.meta.title).toBe('用户管理')
  })
})

describe('menuKeysFor', () => {
  it('selects the route and opens its ancestors', () => {
    expect(menuKeysFor(flat, '/isystem/org/depart')).toEqual({
      selected: ['/isystem/org/depart'],
      open: ['/isystem', '/isystem/org'],
    })
  })

  it('selects the full current path for a route with a colon', () => {
    expect(menuKeysFor(flat, '/online/cgformList/4028b')).toEqual({
      selected: ['/online/cgformList/4028b'],
      open: ['/online'],
    })
  })

  it('selects the parent of a hidden route', () => {
    expect(menuKeysFor(flat, '/bpm/modelEditor')).toEqual({ selected: ['/bpm'], open: [] })
  })

  it('selects nothing for an unknown path', () => {
    expect(menuKeysFor(flat, '/nowhere')).toEqual({ selected: [], open: [] })
  })
})

describe('breadcrumbsFor', () => {
  it('starts with home and links the ancestors only', () => {
    expect(breadcrumbsFor(matchRoute(flat, '/isystem/org/depart'))).toEqual([
      { title: '首页', path: homePath },
      { title: '系统管理', path: '/isystem' },
      { title: '组织', path: '/isystem/org' },
      { title: '部门管理', path: undefined },
    ])
  })

  it('leaves out a group that lost its title because all its children are hidden', () => {
    const group: AppRoute = {
      ...route('/account', '', [route('/account/center', '个人中心', [], { hidden: true })]),
      meta: { hideMenu: true },
    }
    expect(breadcrumbsFor(matchRoute(flattenRoutes([group]), '/account/center'))).toEqual([
      { title: '首页', path: homePath },
      { title: '个人中心', path: undefined },
    ])
  })

  it('is home alone on the dashboard', () => {
    expect(breadcrumbsFor(matchRoute(flat, homePath))).toEqual([{ title: '首页', path: undefined }])
  })
})

describe('titles', () => {
  it('calls the dashboard 首页 and other pages by their menu title', () => {
    expect(pageTitle(homePath, matchRoute(flat, homePath))).toBe('首页')
    expect(pageTitle('/isystem/user', matchRoute(flat, '/isystem/user'))).toBe('用户管理')
  })

  it('puts the platform name after the page title, alone on the dashboard', () => {
    expect(documentTitle('/isystem/user', '用户管理')).toBe(`用户管理 · ${platformName}`)
    expect(documentTitle(homePath, '首页')).toBe(platformName)
  })
})
