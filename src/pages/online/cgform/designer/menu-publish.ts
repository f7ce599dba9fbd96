import { authApi } from '@/api/auth'
import { http, unwrap } from '@/http'
import { applyPermissions } from '@/session/session-actions'

/** The component every published online form's menu row names (JeecgBoot's seed does the same). */
export const AUTO_LIST_COMPONENT = 'modules/online/cgform/auto/OnlCgformAutoList'

/** 功能测试 / 配置地址 url of a form by its head's theme, as the original designer chooses it. */
export function formUrlOf(head: { id: unknown; themeTemplate?: unknown; isTree?: unknown }): string {
  const id = String(head.id)
  if (head.themeTemplate === 'erp') return `/online/cgformErpList/${id}`
  if (head.themeTemplate === 'innerTable') return `/online/cgformInnerTableList/${id}`
  if (head.themeTemplate === 'tab') return `/online/cgformTabList/${id}`
  if (head.isTree === 'Y') return `/online/cgformTreeList/${id}`
  return `/online/cgformList/${id}`
}

interface MenuRow {
  id: string
  name: string
  url?: string | null
  children?: MenuRow[]
}

const flatten = (rows: MenuRow[]): MenuRow[] => rows.flatMap((row) => [row, ...flatten(row.children ?? [])])

export interface MenuRequest {
  name: string
  parentId?: string
  roleId: string
  url: string
}

/**
 * 配置菜单: adds the menu row (a sub-menu under the chosen parent, or a first-level menu), grants it to the role
 * beside what the role already holds, and reloads the signed-in user's menu so the form appears at once.
 */
export async function publishMenu({ name, parentId, roleId, url }: MenuRequest): Promise<void> {
  unwrap(
    await http.post('/sys/permission/add', {
      name,
      url,
      component: AUTO_LIST_COMPONENT,
      menuType: parentId ? 1 : 0,
      parentId: parentId || null,
      route: true,
      sortNo: 99,
      icon: 'table',
      keepAlive: false,
      hidden: false,
      internalOrExternal: false,
    }),
  )
  const menus = flatten(unwrap(await http.get<MenuRow[]>('/sys/permission/list', { name })))
  const created = menus.find((row) => row.url === url && row.name === name)
  if (!created) throw new Error('菜单已创建，但未找到它的记录')
  const held = unwrap(await http.get<string[]>('/sys/permission/queryRolePermission', { roleId }))
  unwrap(
    await http.post('/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: [...held, created.id, ...(parentId && !held.includes(parentId) ? [parentId] : [])].join(','),
      lastpermissionIds: held.join(','),
    }),
  )
  const permissions = await authApi.sysPermissionGetUserPermissionByToken()
  if (permissions.success) applyPermissions(permissions.result)
}
