import type { SysDepart, SysPermission } from '../../../kernel/db/entities'
import type { SeedContext } from '../../../kernel/seed/context'

/** What each business department may hand out to its department roles (部门权限). */
const DEPART_PERMISSIONS: Record<string, string[]> = {
  patent: [
    'bpm',
    'bpmModel',
    'bpmForm',
    'bpmTodo',
    'bpmDone',
    'bpmInstance',
    'bpm:model:add',
    'bpm:model:deploy',
    'bpm:model:delete',
    'bpm:form:add',
    'bpm:form:edit',
    'bpm:form:delete',
    'departUser',
  ],
  trademark: ['bpm', 'bpmForm', 'bpmTodo', 'bpmDone', 'bpmInstance', 'departUser'],
  legal: ['bpm', 'bpmTodo', 'bpmDone'],
}

export function seedGrants(
  ctx: SeedContext,
  departs: Map<string, SysDepart>,
  permissions: Map<string, SysPermission>,
): void {
  for (const [departKey, keys] of Object.entries(DEPART_PERMISSIONS)) {
    const depart = departs.get(departKey)!
    for (const key of keys) {
      ctx.db
        .table('sys_depart_permission')
        .insert({ id: ctx.id(), departId: depart.id, permissionId: permissions.get(key)!.id, dataRuleIds: null })
    }
  }
}
