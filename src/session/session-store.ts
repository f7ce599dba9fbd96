import { proxy } from 'valtio'
import type { AuthItem, DictModel, MenuNode, SysDepart, SysUser } from '@/generated/entities'
import { storage, StorageKeys } from './storage'

export type DictCache = Record<string, DictModel[]>

export interface SessionState {
  token: string
  userInfo: SysUser | null
  tenantId: string
  /** Undefined until getUserPermissionByToken answered for this token. */
  menu: MenuNode[] | undefined
  auth: AuthItem[]
  allAuth: AuthItem[]
  dictCache: DictCache
  departs: SysDepart[]
}

/** The signed-in user, restored from storage on load so a reload keeps the session. */
export const session = proxy<SessionState>({
  token: storage.get<string>(StorageKeys.token, '') ?? '',
  userInfo: storage.get<SysUser>(StorageKeys.userInfo) ?? null,
  tenantId: String(storage.get<string | number>(StorageKeys.tenantId, '') ?? ''),
  menu: undefined,
  auth: [],
  allAuth: [],
  dictCache: storage.get<DictCache>(StorageKeys.dictCache, {}) ?? {},
  departs: [],
})
