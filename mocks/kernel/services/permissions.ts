import type { Database } from '../db/database'
import type { SysPermission } from '../db/entities'
import { buildUserPermissions, type UserPermissions } from './permission-tree'

/**
 * `sysPermissionService.queryByUser`: rows granted through the user's roles, united with rows
 * granted through the department roles the user holds, undeleted, ordered by `sort_no`.
 */
/** `ORDER BY sort_no`: menus without a sort number (NULL) come first, as MySQL sorts them. */
export const bySortNo = (a: SysPermission, b: SysPermission): number =>
  (a.sortNo ?? Number.NEGATIVE_INFINITY) - (b.sortNo ?? Number.NEGATIVE_INFINITY) || 0

export function queryPermissionsByUser(db: Database, userId: string): SysPermission[] {
  const roleIds = new Set(
    db
      .table('sys_user_role')
      .list((link) => link.userId === userId)
      .map((link) => link.roleId),
  )
  const granted = new Set(
    db
      .table('sys_role_permission')
      .list((link) => roleIds.has(link.roleId))
      .map((link) => link.permissionId),
  )
  const departRoleIds = new Set(
    db
      .table('sys_depart_role_user')
      .list((link) => link.userId === userId)
      .map((link) => link.droleId),
  )
  for (const link of db.table('sys_depart_role_permission').list((row) => departRoleIds.has(row.roleId)))
    granted.add(link.permissionId)
  return db
    .table('sys_permission')
    .list((row) => granted.has(row.id) && row.delFlag === 0)
    .sort(bySortNo)
}

export function userPermissions(db: Database, userId: string): UserPermissions {
  const allButtons = db.table('sys_permission').list((row) => row.delFlag === 0 && row.menuType === 2)
  return buildUserPermissions(queryPermissionsByUser(db, userId), allButtons)
}
