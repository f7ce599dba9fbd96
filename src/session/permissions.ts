import type { AuthItem } from '@/generated/entities'

/** Button codes and their rules, as getUserPermissionByToken answers them. */
export interface PermissionSource {
  auth: AuthItem[]
  allAuth: AuthItem[]
}

const isDataPermission = (item: AuthItem) => item.type === '2'

/**
 * First reading (the `has` directive): an element with `action` (a comma list means any of them) stays when the
 * user holds the action among non-data permissions, or when the form's own permission list holds it. A global rule
 * with status '0' ("invalid") exempts the code from enforcement entirely.
 */
export function hasAction(action: string, source: PermissionSource, formPermissions: AuthItem[] = []): boolean {
  const codes = action
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
  const exempt = source.allAuth.some(
    (rule) => !isDataPermission(rule) && codes.includes(rule.action) && rule.status === '0',
  )
  if (exempt) return true
  const held = new Set(
    [...source.auth, ...formPermissions].filter((item) => !isDataPermission(item)).map((item) => item.action),
  )
  return codes.some((code) => held.has(code))
}

/**
 * Second reading (the disable strategy, type '2'): allowed when the user's own list has a type-'2' entry for the
 * action; otherwise a default rule with status '0' forbids, and status '1' allows unless the user's list also names
 * the action. Without any rule the action is allowed.
 */
export function isActionEnabled(action: string, source: PermissionSource): boolean {
  if (source.auth.some((item) => isDataPermission(item) && item.action === action)) return true
  const rule = source.allAuth.find((item) => isDataPermission(item) && item.action === action)
  if (!rule) return true
  if (rule.status === '0') return false
  return !source.auth.some((item) => item.action === action)
}

/**
 * Menu-permission filter: for enabled type-'1' rules whose action starts with `prefix` and that the user does not
 * hold, the rest of the action. A list page hides the columns and toolbar buttons it names.
 */
export function withheldByPrefix(prefix: string, source: PermissionSource): string[] {
  const held = new Set(source.auth.map((item) => item.action))
  return source.allAuth
    .filter(
      (rule) => rule.type === '1' && rule.status === '1' && rule.action.startsWith(prefix) && !held.has(rule.action),
    )
    .map((rule) => rule.action.slice(prefix.length))
}
