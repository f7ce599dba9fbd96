import type { Database } from '../db/database'
import type { SysDepart, SysTenant, SysUser } from '../db/entities'
import { failure, type ResultBody } from './result'
import { omit } from './omit'

/** Write-only fields of SysUser (`@JsonProperty(access = WRITE_ONLY)`): never serialised. */
export const USER_WRITE_ONLY = ['password', 'salt', 'thirdId'] as const

export type UserJson = Omit<SysUser, (typeof USER_WRITE_ONLY)[number]>

export function toUserJson(user: SysUser): UserJson {
  return omit(user, ...USER_WRITE_ONLY)
}

/** `getUserByName`: logically deleted users are invisible (`@TableLogic` on `delFlag`). */
export function findUserByUsername(db: Database, username: unknown): SysUser | undefined {
  return typeof username === 'string' ? db.table('sys_user').first((user) => user.username === username) : undefined
}

export function findUserByPhone(db: Database, phone: unknown): SysUser | undefined {
  return typeof phone === 'string' ? db.table('sys_user').first((user) => user.phone === phone) : undefined
}

/**
 * `checkUserIsEffective`, in the server's order: the user when it may sign in, otherwise the
 * rejection. A logically deleted account never reaches the "已注销" branch on a real server either:
 * the `@TableLogic` lookup above already hides it, so it answers "该用户不存在，请注册" instead.
 */
export function checkUserIsEffective(user: SysUser | undefined): SysUser | ResultBody<null> {
  if (!user) return failure('该用户不存在，请注册')
  if (user.delFlag === 1) return failure('该用户已注销')
  if (user.status === 2) return failure('该用户已冻结')
  return user
}

export const isRejection = (value: SysUser | ResultBody<null>): value is ResultBody<null> => 'success' in value

/** `sysDepartService.queryUserDeparts`: the departments a user belongs to. */
export function queryUserDeparts(db: Database, userId: string): SysDepart[] {
  const ids = new Set(
    db
      .table('sys_user_depart')
      .list((link) => link.userId === userId)
      .map((link) => link.depId),
  )
  return db.table('sys_depart').list((depart) => ids.has(depart.id))
}

/** `updateUserDepart`: the department a user works in for this session (`orgCode`). */
export function updateUserDepart(db: Database, username: string, orgCode: string | null): void {
  db.table('sys_user').updateWhere((user) => user.username === username, { orgCode })
}

/** `queryEffectiveTenant`: the user's tenants that are not frozen (status 1), ignoring their dates. */
export function queryEffectiveTenants(db: Database, relTenantIds: string): SysTenant[] {
  const ids = new Set(relTenantIds.split(',').map((id) => Number.parseInt(id, 10)))
  return db.table('sys_tenant').list((tenant) => ids.has(tenant.id) && tenant.status === 1)
}
