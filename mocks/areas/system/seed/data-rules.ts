import type { SysPermission } from '../../../kernel/db/entities'
import type { MenuSpec } from '../../../kernel/seed/menus'
import { audit, type SeedContext } from '../../../kernel/seed/context'

/** A seeded data rule's id by its menu's key and its own (`iprCase/own`). */
export type DataRuleIds = ReadonlyMap<string, string>

export const dataRuleKey = (menu: string, rule: string) => `${menu}/${rule}`

/**
 * Every area's data rules (the `dataRules` of its `menus.json`) as `sys_permission_data_rule` rows, their menus
 * flagged (`rule_flag` 1) so the authorisation tree marks them; roles are granted them afterwards (`roles.json`).
 */
export function seedDataRules(ctx: SeedContext, permissions: Map<string, SysPermission>): DataRuleIds {
  const ids = new Map<string, string>()
  const visit = (spec: MenuSpec) => {
    const menu = permissions.get(spec.key)!
    for (const { key, status, ...rule } of spec.dataRules ?? []) {
      const row = ctx.db.table('sys_permission_data_rule').insert({
        id: ctx.id(),
        permissionId: menu.id,
        ...rule,
        status: status ?? '1',
        ...audit('2021-03-10 10:00:00'),
      })
      ids.set(dataRuleKey(spec.key, key), String(row.id))
    }
    if (spec.dataRules?.length) ctx.db.table('sys_permission').update(menu.id, { ruleFlag: 1 })
    spec.children?.forEach(visit)
  }
  ctx.menus.forEach(visit)
  return ids
}
