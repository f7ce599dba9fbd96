import type { SysPermission } from '../../../kernel/db/entities'
import type { MenuSpec } from '../../../kernel/seed/menus'
import { audit, type SeedContext } from '../../../kernel/seed/context'
import MENU_LAYOUT from './menu-layout.json'

/**
 * Every area's top-level menus in side-menu order: the groups `menu-layout.json` names in its order, then any other
 * area's groups in the order the areas are listed. The order is the rows' insertion order, which their ids follow.
 */
function inLayoutOrder(menus: readonly MenuSpec[]): MenuSpec[] {
  const position = (menu: MenuSpec) => {
    const index = MENU_LAYOUT.indexOf(menu.key)
    return index < 0 ? MENU_LAYOUT.length : index
  }
  return [...menus].sort((a, b) => position(a) - position(b))
}

/** Seeds `sys_permission` and returns the rows by key (menu keys and button codes). */
export function seedPermissions(ctx: SeedContext): Map<string, SysPermission> {
  const byKey = new Map<string, SysPermission>()
  const insert = (key: string, row: Omit<SysPermission, 'id'>) => {
    byKey.set(key, ctx.db.table('sys_permission').insert({ ...row, id: ctx.id() }))
  }
  const visit = (spec: MenuSpec, parentId: string | null) => {
    const hasChildren = (spec.children?.length ?? 0) + (spec.buttons?.length ?? 0) > 0
    insert(spec.key, {
      parentId,
      name: spec.name,
      perms: null,
      permsType: null,
      icon: spec.icon ?? null,
      component: spec.component,
      componentName: spec.componentName ?? null,
      url: spec.url,
      redirect: spec.redirect ?? null,
      sortNo: spec.sortNo,
      menuType: parentId === null ? 0 : 1,
      leaf: !hasChildren,
      route: spec.route ?? true,
      keepAlive: spec.keepAlive ?? false,
      description: null,
      delFlag: 0,
      ruleFlag: 0,
      hidden: spec.hidden ?? false,
      hideTab: spec.hideTab ?? false,
      status: null,
      alwaysShow: spec.alwaysShow ?? false,
      internalOrExternal: spec.internalOrExternal ?? false,
      ...audit('2021-03-01 11:00:00'),
    })
    const id = byKey.get(spec.key)!.id
    spec.children?.forEach((child) => visit(child, id))
    spec.buttons?.forEach((button, index) =>
      insert(button.key, {
        parentId: id,
        name: button.name,
        perms: button.perms,
        permsType: button.permsType ?? '1',
        icon: null,
        component: null,
        componentName: null,
        url: null,
        redirect: null,
        sortNo: index + 1,
        menuType: 2,
        leaf: true,
        route: true,
        keepAlive: false,
        description: null,
        delFlag: 0,
        ruleFlag: 0,
        hidden: false,
        hideTab: false,
        status: button.status ?? '1',
        alwaysShow: false,
        internalOrExternal: false,
        ...audit('2021-03-01 11:00:00'),
      }),
    )
  }
  inLayoutOrder(ctx.menus).forEach((spec) => visit(spec, null))
  return byKey
}
