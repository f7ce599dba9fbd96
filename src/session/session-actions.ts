import type { LoginResult, SysUser, UserPermission } from '@/generated/entities'
import { held, session, type DictCache } from './session-store'
import { storage, StorageKeys } from './storage'

export function saveToken(token: string): void {
  session.token = token
  storage.set(StorageKeys.token, token)
}

export function saveUserInfo(userInfo: SysUser): void {
  session.userInfo = userInfo
  storage.set(StorageKeys.userInfo, userInfo)
  storage.set(StorageKeys.username, userInfo.username)
}

export function saveTenantId(tenantId: string | number): void {
  session.tenantId = String(tenantId)
  storage.set(StorageKeys.tenantId, String(tenantId))
}

export function saveDictCache(dictCache: DictCache): void {
  session.dictCache = held(dictCache)
  storage.set(StorageKeys.dictCache, dictCache)
}

/** Keeps what a successful login answered; tenant and department choices happen afterwards. */
export function applyLoginResult(result: LoginResult): void {
  saveToken(result.token)
  saveUserInfo(result.userInfo)
  session.departs = held(result.departs ?? [])
  saveDictCache(result.sysAllDictItems ?? {})
  // A previous user's menu must never survive into a new sign-in (the original's issue #781).
  session.menu = undefined
}

export function applyPermissions(permissions: UserPermission): void {
  session.auth = held(permissions.auth ?? [])
  session.allAuth = held(permissions.allAuth ?? [])
  // A malformed answer without a menu leaves the menu to load again, as before.
  session.menu = permissions.menu && held(permissions.menu)
}

/** Logout clears token, permissions, stored user, username, dictionary cache and tenant. */
export function clearSession(): void {
  for (const key of Object.values(StorageKeys)) storage.remove(key)
  session.token = ''
  session.userInfo = null
  session.tenantId = ''
  session.menu = undefined
  session.auth = held([])
  session.allAuth = held([])
  session.dictCache = held({})
  session.departs = held([])
}
