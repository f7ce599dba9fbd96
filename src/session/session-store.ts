import { proxy, ref } from 'valtio'
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

/**
 * The server's answers the session holds whole (the menu tree, the permission lists, every dictionary, the
 * departments) are replaced on each sign-in or permission load and never changed in place, so valtio keeps them as
 * they are (`ref`) instead of wrapping every node of them in a proxy of its own and copying them into each snapshot:
 * an administrator's permissions (48 KB of JSON) and dictionaries (26 KB) took 10–60 ms of proxying and snapshotting
 * in node (`applyPermissions` runs between the menu's answer and the first page's preload), under 2 ms kept as is.
 */
// Typed as the value itself: valtio's `ref` brands its result with a `$$valtioSnapshot` key, which a record of
// dictionaries (an index signature of arrays) cannot take.
export const held = <T extends object>(value: T): T => ref(value)

/** The signed-in user, restored from storage on load so a reload keeps the session. */
export const session = proxy<SessionState>({
  token: storage.get<string>(StorageKeys.token, '') ?? '',
  userInfo: storage.get<SysUser>(StorageKeys.userInfo) ?? null,
  tenantId: String(storage.get<string | number>(StorageKeys.tenantId, '') ?? ''),
  menu: undefined,
  auth: held([]),
  allAuth: held([]),
  dictCache: held(storage.get<DictCache>(StorageKeys.dictCache, {}) ?? {}),
  departs: held([]),
})
