import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import type { AuthItem } from '@/generated/entities'
import type { Action, Column, ListPageSchema } from '@/generated/validators'
import { hasAction, withheldByPrefix } from '@/session/permissions'
import { session } from '@/session/session-store'

/** Names a permission prefix may withhold for each toolbar kind (the original used batch_delete). */
const WITHHELD_NAMES: Partial<Record<Action['kind'], string[]>> = {
  add: ['add'],
  deleteBatch: ['batchDelete', 'batch_delete'],
}

/**
 * What the signed-in user may see of a list: actions and columns with a permission code need it held (spec §6,
 * first reading), and the page's permissionPrefix withholds toolbar buttons and columns by name.
 */
export function usePermissions(page: ListPageSchema) {
  const snapshot = useSnapshot(session)
  return useMemo(() => {
    const source = { auth: snapshot.auth as AuthItem[], allAuth: snapshot.allAuth as AuthItem[] }
    const withheld = new Set(page.permissionPrefix ? withheldByPrefix(page.permissionPrefix, source) : [])
    const held = (code: string | undefined) => !code || hasAction(code, source)
    return {
      action: (action: Action) =>
        held(action.permission) && !(WITHHELD_NAMES[action.kind] ?? []).some((name) => withheld.has(name)),
      column: (column: Column) => held(column.permission) && !withheld.has(column.field),
    }
  }, [snapshot.auth, snapshot.allAuth, page.permissionPrefix])
}
