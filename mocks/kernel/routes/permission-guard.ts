import type { Database } from '../db/database'
import type { SysUser } from '../db/entities'
import { queryPermissionsByUser } from '../services/permissions'

/**
 * Shiro's `@RequiresPermissions`: the user holds the button code through a role or a department role (a menu's
 * `perms` may list several codes, comma-separated). Otherwise `JeecgBootExceptionHandler` answers 510 with
 * "没有权限，请联系管理员授权" — HTTP 200, like every other controller failure.
 */
export function holdsPermission(db: Database, user: SysUser | null, code: string): boolean {
  if (user === null) return false
  return queryPermissionsByUser(db, user.id).some((row) => row.perms !== null && row.perms.split(',').includes(code))
}
