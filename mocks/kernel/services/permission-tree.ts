import SparkMD5 from 'spark-md5'
import type { SysPermission } from '../db/entities'

export interface MenuMeta {
  keepAlive?: boolean
  internalOrExternal?: boolean
  title?: string
  componentName?: string
  icon?: string
  url?: string
  hideTab?: boolean
  hideMenu?: boolean
}

export interface MenuNode {
  id: string
  route: '1' | '0'
  path: string | null
  name: string | null
  hidden?: true
  alwaysShow?: true
  component: string | null
  redirect?: string | null
  meta: MenuMeta
  children?: MenuNode[]
}

export interface AuthItem {
  action: string | null
  type: string | null
  describe: string
}

export interface AllAuthItem extends AuthItem {
  status: string | null
}

export interface UserPermissions {
  menu: MenuNode[]
  auth: AuthItem[]
  allAuth: AllAuthItem[]
  sysSafeMode: boolean
}

/** `new SysPermission(true)`: the home row the server prepends when a user's menu has no 首页. */
export const INDEX_PAGE: SysPermission = {
  id: '9502685863ab87f0ad1134142788a385',
  parentId: null,
  name: '首页',
  perms: null,
  permsType: null,
  icon: 'home',
  component: 'dashboard/Analysis',
  componentName: 'dashboard-analysis',
  url: '/dashboard/analysis',
  redirect: null,
  sortNo: 0,
  menuType: 0,
  leaf: true,
  route: true,
  keepAlive: true,
  description: null,
  delFlag: 0,
  ruleFlag: 0,
  hidden: false,
  hideTab: false,
  status: null,
  alwaysShow: false,
  internalOrExternal: false,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
}

/** External or templated urls (`http(s)://…`, `{{ … }}`): their route path is the url's MD5. */
export function isExternalUrl(url: string | null): boolean {
  return url !== null && (url.startsWith('http://') || url.startsWith('https://') || url.startsWith('{{'))
}

/** `/isystem/user` → `isystem-user`; `:` becomes `@` so parameterised paths stay valid names. */
export function urlToRouteName(url: string | null): string | null {
  if (!url) return null
  return url.replace(/^\//, '').replace(/\//g, '-').replace(/:/g, '@')
}

const isEmpty = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === ''

/** `getPermissionJsonObject`: one menu row as a route node; buttons (menuType 2) give null. */
export function toMenuNode(permission: SysPermission): MenuNode | null {
  if (permission.menuType === 2) return null
  const external = isExternalUrl(permission.url)
  const node: MenuNode = {
    id: permission.id,
    route: permission.route ? '1' : '0',
    path: external ? SparkMD5.hash(permission.url!) : permission.url,
    name: isEmpty(permission.componentName) ? urlToRouteName(permission.url) : permission.componentName,
    component: permission.component,
    meta: {},
  }
  const meta: MenuMeta = {}
  if (permission.hidden) {
    node.hidden = true
    meta.hideMenu = true
  }
  if (permission.alwaysShow) node.alwaysShow = true
  meta.keepAlive = permission.keepAlive ?? false
  meta.internalOrExternal = permission.internalOrExternal ?? false
  meta.title = permission.name
  if (!isEmpty(permission.componentName) || !isEmpty(permission.component)) {
    meta.componentName = isEmpty(permission.componentName)
      ? permission.component!.slice(permission.component!.lastIndexOf('/') + 1)
      : permission.componentName
  }
  // Only first-level nodes carry `redirect`, and they carry it even when it is null.
  if (isEmpty(permission.parentId)) node.redirect = permission.redirect
  if (!isEmpty(permission.icon)) meta.icon = permission.icon
  if (external) meta.url = permission.url!
  if (permission.hideTab) meta.hideTab = true
  node.meta = meta
  return node
}

/**
 * `getPermissionJsonArray`: walks the user's rows in `sort_no` order. Only rows whose parent is in
 * the list get attached, and only non-leaf rows are descended into — a child whose parent the user
 * lacks simply does not appear, exactly as on the server.
 */
function attachChildren(
  rows: SysPermission[],
  parentRow: SysPermission | null,
  parentNode: MenuNode | null,
  roots: MenuNode[],
): void {
  for (const row of rows) {
    const node = toMenuNode(row)
    if (node === null) continue
    if (parentNode === null && isEmpty(row.parentId)) {
      roots.push(node)
      if (!row.leaf) attachChildren(rows, row, node, roots)
    } else if (parentNode !== null && parentRow !== null && !isEmpty(row.parentId) && row.parentId === parentRow.id) {
      ;(parentNode.children ??= []).push(node)
      if (!row.leaf) attachChildren(rows, row, node, roots)
    }
  }
}

/**
 * `handleFirstLevelMenuHidden`: a first-level node whose children are all hidden is hidden itself,
 * and its whole meta is replaced by `{hideMenu: true}` (title and icon are lost, as on the server).
 */
function hideEmptyFirstLevelMenus(roots: MenuNode[]): void {
  for (const node of roots) {
    if (node.children && node.children.every((child) => child.hidden === true)) {
      node.hidden = true
      node.meta = { hideMenu: true }
    }
  }
}

/**
 * The `result` of `getUserPermissionByToken` from the user's permission rows (already ordered by
 * `sort_no`) and every button of the system (for `allAuth`).
 */
export function buildUserPermissions(userRows: SysPermission[], allButtons: SysPermission[]): UserPermissions {
  const rows = userRows.some((row) => row.name === '首页') ? userRows : [INDEX_PAGE, ...userRows]
  const menu: MenuNode[] = []
  attachChildren(rows, null, null, menu)
  hideEmptyFirstLevelMenus(menu)
  const auth = rows
    .filter((row) => row.menuType === 2 && row.status === '1')
    .map((row) => ({ action: row.perms, type: row.permsType, describe: row.name }))
  const allAuth = allButtons.map((row) => ({
    action: row.perms,
    status: row.status,
    type: row.permsType,
    describe: row.name,
  }))
  return { menu, auth, allAuth, sysSafeMode: false }
}
