import type { Database } from '../db/database'
import type { SysUser } from '../db/entities'
import { queryPermissionsByUser } from '../services/permissions'
import { holdsPermission } from './permission-guard'

/** Who may call an operation (the API catalogue's `permission`): one grant or any one of several. */
export type Permission = string | readonly string[]

/** One row of the catalogue's permission table: method, path below the context path (`{name}` variables), permission. */
export type OperationPermission = readonly [method: string, path: string, permission: Permission]

/**
 * The grants of the operation a request calls, each `{name}` replaced by the value the path holds there (a menu of
 * one online form: `/online/cgformList/{code}`), or undefined when the catalogue has no such operation.
 */
export type OperationGuard = (method: string, path: string) => readonly string[] | undefined

interface Row {
  method: string
  pattern: RegExp
  names: string[]
  grants: readonly string[]
}

const compiled = ([method, path, permission]: OperationPermission): Row => ({
  method,
  names: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]),
  pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}/?$`),
  grants: typeof permission === 'string' ? [permission] : permission,
})

/**
 * Looks a request up in the catalogue's table: the operation of its method and path, else one of its path under
 * another method (a controller mapping edit to PUT and POST lists one of them). The table lists literal paths first.
 */
export function operationGuard(table: readonly OperationPermission[]): OperationGuard {
  const rows = table.map(compiled)
  return (method, path) => {
    const matching = rows.filter((row) => row.pattern.test(path))
    const row = matching.find((candidate) => candidate.method === method) ?? matching[0]
    if (!row) return undefined
    const values = row.pattern.exec(path)!.slice(1)
    return row.grants.map((grant) =>
      grant.replace(/\{([^}]+)\}/g, (_, name: string) => values[row.names.indexOf(name)]),
    )
  }
}

/**
 * Whether the user holds one grant: "anon" and "signed-in" are settled by Shiro's token filter before this runs, a
 * menu path (`/isystem/user`) by a menu the user's roles open at that url (its query aside), any other grant is a
 * button code (`@RequiresPermissions`).
 */
function holdsGrant(db: Database, user: SysUser | null, grant: string): boolean {
  if (grant === 'anon' || grant === 'signed-in') return true
  if (!grant.startsWith('/')) return holdsPermission(db, user, grant)
  return user !== null && queryPermissionsByUser(db, user.id).some((menu) => menu.url?.split('?')[0] === grant)
}

/** Whether the user may call an operation of these grants: any one of them is enough. */
export const mayCall = (db: Database, user: SysUser | null, grants: readonly string[]): boolean =>
  grants.some((grant) => holdsGrant(db, user, grant))
