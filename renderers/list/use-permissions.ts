import { useMemo } from 'react'
import type { Action, Column, ListPageSchema } from '../generated/validators'
import { useSession } from '../providers/EngineProvider'

/** Names a permission prefix may withhold for each toolbar kind (the original used batch_delete). */
const WITHHELD_NAMES: Partial<Record<Action['kind'], string[]>> = {
  add: ['add'],
  batchDelete: ['batchDelete', 'batch_delete'],
}

/**
 * What the signed-in user may see of a list: actions and columns with a permission code need it held (spec §6,
 * first reading), and the page's permissionPrefix withholds toolbar buttons and columns by name.
 */
export function usePermissions(page: ListPageSchema) {
  const session = useSession()
  return useMemo(() => {
    const withheld = new Set(page.permissionPrefix ? session.withheld(page.permissionPrefix) : [])
    const held = (code: string | undefined) => !code || session.can(code)
    return {
      action: (action: Action) =>
        held(action.permission) && !(WITHHELD_NAMES[action.kind] ?? []).some((name) => withheld.has(name)),
      column: (column: Column) => held(column.permission) && !withheld.has(column.dataIndex),
    }
  }, [session, page.permissionPrefix])
}
