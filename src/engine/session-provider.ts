import type { SessionProvider } from '@renderers'
import type { AuthItem, SysUser } from '@/generated/entities'
import { hasAction, withheldByPrefix, type PermissionSource } from '@/session/permissions'
import { clearSession, saveUserInfo } from '@/session/session-actions'
import { session } from '@/session/session-store'
import { storage } from '@/session/storage'

/** What of the session the engine sees; a snapshot of these makes a new provider. */
export interface SessionFacts {
  userInfo: Readonly<SysUser> | null
  tenantId: string
  token: string
  auth: readonly AuthItem[]
  allAuth: readonly AuthItem[]
}

const preferences: SessionProvider['preferences'] = {
  read: (key) => storage.get<unknown>(key),
  // Saved queries and the like do not expire.
  write: (key, value) => storage.set(key, value, null),
}

/** The server already dropped the token (the user forced out their own session): no logout call, straight to login. */
function endSessionLocally(): void {
  clearSession()
  window.location.assign('/user/login')
}

export function sessionProvider({ userInfo, tenantId, token, auth, allAuth }: SessionFacts): SessionProvider {
  const source: PermissionSource = { auth: auth as AuthItem[], allAuth: allAuth as AuthItem[] }
  return {
    user: userInfo ?? undefined,
    tenantId,
    token,
    signOut: endSessionLocally,
    can: (code) => hasAction(code, source),
    withheld: (prefix) => withheldByPrefix(prefix, source),
    updateUser: (record) => {
      if (session.userInfo) saveUserInfo({ ...session.userInfo, ...record })
    },
    preferences,
  }
}
