import { useMemo } from 'react'
import type { Action, Column, ListPageSchema } from '../generated/schema-language'
import { actionKindOf } from '../actions/registry'
import { useSession } from '../providers/EngineProvider'
import type { SessionProvider } from '../providers/session-provider'

/**
 * What the signed-in user may see of a list: actions and columns with a permission code need it held (of a
 * comma list, any one), and the page's permissionPrefix withholds toolbar buttons and columns by name.
 */
export function permissionsOf(page: Pick<ListPageSchema, 'permissionPrefix'>, session: SessionProvider) {
  const withheld = new Set(page.permissionPrefix ? session.withheld(page.permissionPrefix) : [])
  const held = (code: string | undefined) => !code || session.can(code)
  return {
    action: (action: Action) =>
      held(action.permission) && !(actionKindOf(action.kind)?.withheldBy ?? []).some((name) => withheld.has(name)),
    column: (column: Column) => held(column.permission) && !withheld.has(column.field),
  }
}

export function usePermissions(page: ListPageSchema) {
  const session = useSession()
  const { permissionPrefix } = page
  return useMemo(() => permissionsOf({ permissionPrefix }, session), [session, permissionPrefix])
}
