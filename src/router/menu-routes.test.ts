import { describe, expect, it } from 'vitest'
import type { MenuNode } from '@/generated/entities'
import { filterByPermission, flattenRoutes, landingPath, menuToRoutes, type MenuUrlScope } from './menu-routes'
import { menuUrlScope } from './menu-url-scope'
import { afterLoginPath, loginUrlFor } from './redirect'

const scope: MenuUrlScope = {
  window: {
    _CONFIG: {
      domianURL: 'http://api.test/jeecg-boot',
      staticDomainURL: 'http://api.test/jeecg-boot/sys/common/static',
      pdfDomainURL: 'http://api.test/jeecg-boot/sys/common/pdf/pdfPreviewIframe',
      onlinePreviewDomainURL: 'http://preview.test',
    },
  },
  signedIn: { token: 'tok.en', tenantId: '1002' },
}

const menu: MenuNode[] = [
  {
    id: '1',
    route: '1',
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'dashboard/Analysis',
    meta: { title: '首页', keepAlive: false, internalOrExternal: false },
  },
  {
    id: '2',
    route: '1',
    path: '/isystem',
    name: 'isystem',
    component: 'layouts/RouteView',
    redirect: null,
    meta: { title: '系统管理', icon: 'setting', keepAlive: false, internalOrExternal: false },
    children: [
      {
        id: '3',
        route: '1',
        path: '/isystem/user',
        name: 'isystem-user',
        component: 'system/UserList',
        meta: { title: '用户管理', keepAlive: true },
      },
      { id: '4', route: '0', path: '/isystem/skipped', component: 'system/Skipped', meta: { title: '不是路由' } },
      {
        id: '5',
        route: '1',
        path: '/isys/category',
        component: 'system/SysCategoryList',
        hidden: true,
        meta: { title: '分类字典', hideMenu: true },
      },
      {
        id: '9',
        route: '1',
        path: 'f0e1',
        component: 'layouts/IframePageView',
        meta: { title: 'SQL监控', url: "{{ window._CONFIG['domianURL'] }}/druid/" },
      },
    ],
  },
  {
    id: '6',
    route: '1',
    path: 'a1b2',
    component: 'layouts/IframePageView',
    meta: { title: '监控', url: "{{ window._CONFIG['domianURL'] }}/druid/" },
  },
  {
    id: '7',
    route: '1',
    path: 'c3d4',
    component: 'layouts/IframePageView',
    meta: { title: '文档', url: "{{ window._CONFIG['domianURL'] }}/doc.html", internalOrExternal: true },
  },
  // 3.6.x (jeecgboot-vue3) rows: the address in component, an iframe unless internalOrExternal opens it outside.
  {
    id: '13',
    route: '1',
    path: '/monitor/druid',
    component: "{{ window._CONFIG['domianURL'] }}/druid/",
    meta: { title: 'SQL监控' },
  },
  {
    id: '14',
    route: '1',
    path: '/doc',
    component: '/https://help.jeecg.com',
    meta: { title: '开发文档', internalOrExternal: true },
  },
  {
    id: '8',
    route: '1',
    path: '/online/cgreport/:code',
    component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
    meta: { title: '在线报表' },
  },
  {
    id: '9',
    route: '1',
    path: '/report',
    component: 'layouts/RouteView',
    alwaysShow: true,
    meta: { title: '报表' },
    children: [{ id: '10', route: '1', path: '/report/a', component: 'report/A', meta: { title: 'A' } }],
  },
  {
    id: '11',
    route: '1',
    path: '/hiddenParent',
    component: 'layouts/RouteView',
    hidden: true,
    meta: { hideMenu: true },
    children: [
      {
        id: '12',
        route: '1',
        path: '/hiddenParent/x',
        component: 'x/X',
        hidden: true,
        meta: { title: 'X', hideMenu: true },
      },
    ],
  },
]

describe('menuToRoutes', () => {
  const routes = menuToRoutes(menu, scope)
  const byPath = new Map(flattenRoutes(routes).map(({ route }) => [route.path, route]))

  it('skips items whose route is "0" and keeps the rest, recursively', () => {
    expect(byPath.has('/isystem/skipped')).toBe(false)
    expect(byPath.get('/isystem/user')?.component).toBe('system/UserList')
    expect(byPath.get('/isystem/user')?.meta.keepAlive).toBe(true)
  })

  it('evaluates {{ }} placeholders in meta.url against window._CONFIG without eval', () => {
    expect(byPath.get('/a1b2')?.meta.url).toBe('http://api.test/jeecg-boot/druid/')
    expect(byPath.get('/c3d4')?.meta.url).toBe('http://api.test/jeecg-boot/doc.html')
    expect(byPath.get('/c3d4')?.meta.internalOrExternal).toBe(true)
  })

  it('opens a 3.6.x row whose component is an address as the 3.4.x iframe row, placeholders evaluated', () => {
    expect(byPath.get('/monitor/druid')?.component).toBe('layouts/IframePageView')
    expect(byPath.get('/monitor/druid')?.meta.url).toBe('http://api.test/jeecg-boot/druid/')
    expect(byPath.get('/doc')?.component).toBe('layouts/IframePageView')
    expect(byPath.get('/doc')?.meta.url).toBe('https://help.jeecg.com')
    expect(byPath.get('/doc')?.meta.internalOrExternal).toBe(true)
  })

  it('fills the signed-in token and tenant into a row address, as jeecgboot-vue3 and the 3.4.x frame page do', () => {
    const [vue3, vue2, plain] = menuToRoutes(
      [
        {
          path: '/report/screen',
          component: "{{ window._CONFIG['domianURL'] }}/jmreport/view/1?token=${token}&tenantId=${tenantId}",
          meta: { title: '大屏' },
        },
        {
          path: 'b9c0',
          component: 'layouts/IframePageView',
          meta: { title: '报表', url: 'https://bi.test/view?token=${token}' },
        },
        { path: '/x', component: 'x/X', meta: { title: 'X', url: 'https://bi.test/a' } },
      ],
      scope,
    )
    expect(vue3.component).toBe('layouts/IframePageView')
    expect(vue3.meta.url).toBe('http://api.test/jeecg-boot/jmreport/view/1?token=tok.en&tenantId=1002')
    expect(vue2.meta.url).toBe('https://bi.test/view?token=tok.en')
    expect(plain.meta.url).toBe('https://bi.test/a')
  })

  it("nests an iframe row's path (JeecgBoot's MD5 of its url, no leading slash) under its parent's", () => {
    expect(byPath.get('/isystem/f0e1')?.component).toBe('layouts/IframePageView')
    expect(byPath.has('f0e1')).toBe(false)
  })

  it('leaves an item whose placeholder the safe evaluator refuses without a url instead of failing the whole menu', () => {
    const [bad, good] = menuToRoutes(
      [
        { path: 'e5f6', component: 'layouts/IframePageView', meta: { title: '坏地址', url: "{{ alert('x') }}/a" } },
        {
          path: 'a7b8',
          component: 'layouts/IframePageView',
          meta: { title: '预览', url: "{{ window._CONFIG['pdfDomainURL'] }}?id=1" },
        },
      ],
      scope,
    )
    expect(bad.meta.url).toBeUndefined()
    expect(good.meta.url).toBe('http://api.test/jeecg-boot/sys/common/pdf/pdfPreviewIframe?id=1')
  })

  it('leaves out rows it cannot route (null, no path) and children that are not a list', () => {
    const rows = [
      null,
      { component: 'x/NoPath', meta: { title: '无路径' } },
      { path: '/ok', component: 'x/Ok', children: 5, meta: { title: '好' } },
    ]
    const routes = menuToRoutes(rows as unknown as MenuNode[], scope)
    expect(routes.map((route) => route.path)).toEqual(['/ok'])
    expect(routes[0].children).toEqual([])
  })

  it('passes the page header extras of meta through: description, links and tabs', () => {
    const [route] = menuToRoutes(
      [
        {
          path: '/x',
          component: 'x/X',
          meta: {
            title: 'X',
            description: '说明',
            links: [{ title: '帮助', href: 'https://example.test' }],
            tabs: [{ key: 'a', title: '甲' }],
          },
        },
      ],
      scope,
    )
    expect(route.meta).toMatchObject({
      description: '说明',
      links: [{ title: '帮助', href: 'https://example.test' }],
      tabs: [{ key: 'a', title: '甲' }],
    })
  })

  it('maps the online report and form list components to the built-in library', () => {
    expect(byPath.get('/online/cgreport/:code')?.component).toBe('online/OnlCgreportAutoList')
  })

  it('redirects alwaysShow items to their own path', () => {
    expect(byPath.get('/report')?.redirect).toBe('/report')
    expect(byPath.get('/report')?.alwaysShow).toBe(true)
  })

  it('keeps hidden items routable but marked hidden, including parents whose meta is only {hideMenu:true}', () => {
    expect(byPath.get('/isys/category')?.hidden).toBe(true)
    expect(byPath.get('/hiddenParent')?.meta.hideMenu).toBe(true)
    expect(byPath.get('/hiddenParent')?.meta.title).toBeUndefined()
    expect(byPath.get('/hiddenParent/x')?.component).toBe('x/X')
  })

  it('lands a container on its first visible page', () => {
    expect(landingPath(byPath.get('/isystem')!)).toBe('/isystem/user')
  })

  it('records the ancestor chain for breadcrumbs', () => {
    const flat = flattenRoutes(routes).find(({ route }) => route.path === '/isystem/user')
    expect(flat?.chain.map((route) => route.meta.title)).toEqual(['系统管理', '用户管理'])
  })
})

describe('menuUrlScope', () => {
  it('binds the _CONFIG keys of the original index.html to the configured bases, absolute against the page', () => {
    // No VITE_API_BASE_URL in tests: the built-in backend's /jeecg-boot on the page's own origin.
    expect(menuUrlScope({ token: 't', tenantId: '0' }, 'http://app.test').window._CONFIG).toMatchObject({
      domianURL: 'http://app.test/jeecg-boot',
      staticDomainURL: 'http://app.test/jeecg-boot/sys/common/static',
      pdfDomainURL: 'http://app.test/jeecg-boot/sys/common/pdf/pdfPreviewIframe',
    })
  })
})

describe('filterByPermission', () => {
  it('drops routes whose meta permission the user lacks', () => {
    const [route] = menuToRoutes([menu[0]], scope)
    const guarded = { ...route, meta: { ...route.meta, permission: ['dashboard:view'] } }
    expect(filterByPermission([guarded], new Set())).toEqual([])
    expect(filterByPermission([guarded], new Set(['dashboard:view']))).toHaveLength(1)
  })
})

describe('redirects around sign-in', () => {
  it('encodes the full original path into the login url', () => {
    expect(loginUrlFor('/isystem/user?a=1&b=2#x')).toBe('/user/login?redirect=%2Fisystem%2Fuser%3Fa%3D1%26b%3D2%23x')
  })

  it('decodes the redirect after sign-in, ignoring other origins and login pages', () => {
    expect(afterLoginPath('?redirect=%2Fisystem%2Fuser%3Fa%3D1')).toBe('/isystem/user?a=1')
    expect(afterLoginPath('?redirect=https%3A%2F%2Fevil.test')).toBe('/dashboard/analysis')
    expect(afterLoginPath('?redirect=%2F%2Fevil.test')).toBe('/dashboard/analysis')
    expect(afterLoginPath('?redirect=%2Fuser%2Flogin')).toBe('/dashboard/analysis')
    expect(afterLoginPath('')).toBe('/dashboard/analysis')
  })
})
