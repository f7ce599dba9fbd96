import type { AuthItem } from '@/generated/entities'

/** Button codes and their rules, as getUserPermissionByToken answers them. */
export interface PermissionSource {
  auth: AuthItem[]
  allAuth: AuthItem[]
}

const isDataPermission = (item: AuthItem) => item.type === '2'

/** What the readings below look up, gathered once per pair of lists (a list page asks for each action and column). */
interface ActionIndex {
  /** Non-data codes the user holds. */
  held: Set<string>
  /** Every code the user holds, data permissions included. */
  any: Set<string>
  /** Non-data codes whose global rule is not enforced (status '0'). */
  exempt: Set<string>
}

/** By the user's list, then by the rules: the session's lists keep their identity until permissions load again. */
const indexes = new WeakMap<AuthItem[], WeakMap<AuthItem[], ActionIndex>>()

function actionIndex({ auth, allAuth }: PermissionSource): ActionIndex {
  let byRules = indexes.get(auth)
  if (!byRules) indexes.set(auth, (byRules = new WeakMap()))
  let index = byRules.get(allAuth)
  if (!index) {
    index = {
      held: new Set(auth.filter((item) => !isDataPermission(item)).map((item) => item.action)),
      any: new Set(auth.map((item) => item.action)),
      exempt: new Set(
        allAuth.filter((rule) => !isDataPermission(rule) && rule.status === '0').map((rule) => rule.action),
      ),
    }
    byRules.set(allAuth, index)
  }
  return index
}

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
  const { held, exempt } = actionIndex(source)
  return (
    codes.some((code) => exempt.has(code) || held.has(code)) ||
    formPermissions.some((item) => !isDataPermission(item) && codes.includes(item.action))
  )
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
  const held = actionIndex(source).any
  return source.allAuth
    .filter(
      (rule) => rule.type === '1' && rule.status === '1' && rule.action.startsWith(prefix) && !held.has(rule.action),
    )
    .map((rule) => rule.action.slice(prefix.length))
}
