import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import type { AuthItem } from '@/generated/entities'
import { hasAction, isActionEnabled } from './permissions'
import { session } from './session-store'

/** True when the signed-in user may see an element guarded by `action` (the `has` directive's rule, `hasAction`). */
export function useHasPermission(action: string | undefined, formPermissions?: AuthItem[]): boolean {
  const snapshot = useSnapshot(session)
  if (!action) return true
  return hasAction(
    action,
    { auth: snapshot.auth as AuthItem[], allAuth: snapshot.allAuth as AuthItem[] },
    formPermissions,
  )
}

/** True when an element guarded by the disable strategy stays enabled (`isActionEnabled`). */
export function useActionEnabled(action: string | undefined): boolean {
  const snapshot = useSnapshot(session)
  if (!action) return true
  return isActionEnabled(action, { auth: snapshot.auth as AuthItem[], allAuth: snapshot.allAuth as AuthItem[] })
}

/** The `has` directive as a component: renders its children only when the permission is held. */
export function Authorized({ action, children }: { action?: string; children: ReactNode }) {
  return useHasPermission(action) ? <>{children}</> : null
}
