import { failure } from '../../../kernel/services/result'
import type { CrudResource } from '../../../kernel/crud/resource'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `SysTenantController`: ids are typed in; a tenant still referenced by users cannot go. */
export const tenantResource: CrudResource = {
  ...controllerResource('sys-tenant'),
  permissions: {
    add: 'tenant:add',
    edit: 'tenant:edit',
    delete: 'tenant:delete',
    deleteBatch: 'tenant:delete',
    importExcel: 'tenant:add',
  },
  rules: { name: [['maxChars', 100]] },
  manualId: true,
  deleteByPost: true,
  excelFields: ['id', 'name', 'beginDate', 'endDate', 'status'],
  prepare: (values, _context, existing) => (existing ? values : { ...values, status: values.status ?? 1 }),
  beforeDelete(ids, context) {
    const used = context.db
      .table('sys_user')
      .first((user) => (user.relTenantIds ?? '').split(',').some((id) => ids.includes(id)))
    if (used) return failure('该租户下存在用户，请先解除关联再删除！')
  },
}
