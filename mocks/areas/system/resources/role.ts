import type { CrudResource } from '../../../kernel/crud/resource'
import { controllerResource } from '../../../kernel/crud/entity-resource'

export const roleResource: CrudResource = {
  ...controllerResource('sys-role'),
  permissions: {
    add: 'role:add',
    edit: 'role:edit',
    delete: 'role:delete',
    deleteBatch: 'role:delete',
    importExcel: 'role:add',
  },
  rules: { roleName: [['maxChars', 64]], roleCode: [['maxChars', 64]], description: ['max255'] },
  unique: [{ field: 'roleCode', message: '角色编码已存在' }],
  importStyle: 'rows',
  excelFields: ['roleName', 'roleCode', 'description'],
  beforeDelete(ids, context) {
    // `deleteRole`: the role's user and permission links go with it.
    context.db.table('sys_user_role').purgeWhere((link) => ids.includes(link.roleId))
    context.db.table('sys_role_permission').purgeWhere((link) => ids.includes(link.roleId))
  },
  messages: { edit: '修改成功!', deleteBatch: '删除角色成功!' },
}
