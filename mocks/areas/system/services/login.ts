import type { Database } from '../../../kernel/db/database'
import type { SysUser } from '../../../kernel/db/entities'
import { queryAllDictItems } from '../../../kernel/services/dicts'
import { failure, result, type ResultBody } from '../../../kernel/services/result'
import { issueToken } from '../../../kernel/services/session'
import {
  findUserByUsername,
  queryEffectiveTenants,
  queryUserDeparts,
  toUserJson,
  updateUserDepart,
} from '../../../kernel/services/users'

/**
 * `LoginController.userInfo`: everything a successful login answers, shared by the password, phone
 * and third-party logins. One department becomes the current one; with several, the first is
 * preset only if none was chosen before (the client then asks the user to pick).
 */
export function loginSuccess(
  db: Database,
  user: SysUser,
  answer: {
    code: number
    message: string
    /** An already issued session (third-party login); else a new one. */ token?: string
  },
): ResultBody<Record<string, unknown> | null> {
  const departs = queryUserDeparts(db, user.id)
  let multiDepart: 0 | 1 | 2 = 0
  if (departs.length === 1) {
    updateUserDepart(db, user.username, departs[0].orgCode)
    multiDepart = 1
  } else if (departs.length > 1) {
    if (!user.orgCode) updateUserDepart(db, user.username, departs[0].orgCode)
    multiDepart = 2
  }
  const payload: Record<string, unknown> = { departs, multi_depart: multiDepart }
  if (user.relTenantIds) {
    const tenants = queryEffectiveTenants(db, user.relTenantIds)
    if (tenants.length === 0) return failure('与该用户关联的租户均已被冻结，无法登录！')
    payload.tenantList = tenants
  }
  payload.token = answer.token ?? issueToken(db, user.username)
  payload.userInfo = toUserJson(findUserByUsername(db, user.username) ?? user)
  payload.sysAllDictItems = queryAllDictItems(db)
  return result({ code: answer.code, message: answer.message, result: payload })
}
