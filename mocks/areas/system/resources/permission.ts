import { failure } from '../../../kernel/services/result'
import type { CrudResource } from '../../../kernel/crud/resource'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `SysPermissionServiceImpl.addPermission`: a first-level menu has no parent; buttons default to valid. */
export const permissionResource: CrudResource = {
  ...controllerResource('sys-permission'),
  rules: { name: [['maxChars', 100]], url: ['max255'], component: ['max255'] },
  tree: { parentField: 'parentId', rootValue: null, leafField: 'leaf' },
  prepare(values, _context, existing) {
    const menuType = Number(values.menuType ?? existing?.menuType)
    const prepared: Record<string, unknown> = { ...values }
    if (menuType === 0) prepared.parentId = null
    if (menuType !== 0 && !(values.parentId ?? existing?.parentId)) return failure('上级菜单不能为空')
    if (!existing) {
      Object.assign(prepared, { delFlag: 0, leaf: true, ruleFlag: 0, sortNo: values.sortNo ?? 1 })
      prepared.status = values.status ?? (menuType === 2 ? '1' : null)
      prepared.permsType = values.permsType ?? (menuType === 2 ? '1' : null)
      for (const flag of ['route', 'keepAlive', 'hidden', 'hideTab', 'alwaysShow', 'internalOrExternal'])
        prepared[flag] = values[flag] ?? flag === 'route'
    }
    return prepared
  },
  beforeDelete(ids, context) {
    // `deletePermission`: grants and data rules of the menu go with it.
    context.db.table('sys_role_permission').purgeWhere((link) => ids.includes(link.permissionId))
    context.db.table('sys_depart_role_permission').purgeWhere((link) => ids.includes(link.permissionId))
    context.db.table('sys_permission_data_rule').purgeWhere((rule) => ids.includes(String(rule.permissionId)))
  },
  messages: { add: '添加成功！', edit: '修改成功！', delete: '删除成功!', deleteBatch: '批量删除成功!' },
}
