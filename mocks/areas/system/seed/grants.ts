import type { SysDepart, SysPermission } from '../../../kernel/db/entities'
import type { SeedContext } from '../../../kernel/seed/context'

/**
 * What each business department may hand out to its department roles (部门权限), and the data
 * rules configured on the user list (数据规则) so the rule dialogs have something to show.
 */
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

const DATA_RULES = [
  {
    menu: 'user',
    ruleName: '只看本部门用户',
    ruleColumn: 'orgCode',
    ruleConditions: 'RIGHT_LIKE',
    ruleValue: '#{sys_org_code}',
    status: '1',
  },
  {
    menu: 'user',
    ruleName: '不显示管理员',
    ruleColumn: 'username',
    ruleConditions: '!=',
    ruleValue: 'admin',
    status: '1',
  },
  {
    menu: 'log',
    ruleName: '只看自己的操作日志',
    ruleColumn: 'userid',
    ruleConditions: '=',
    ruleValue: '#{sys_user_code}',
    status: '0',
  },
]

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
  for (const rule of DATA_RULES) {
    const { menu, ...fields } = rule
    const permissionId = permissions.get(menu)!.id
    ctx.db.table('sys_permission_data_rule').insert({
      id: ctx.id(),
      permissionId,
      ...fields,
      createTime: '2021-03-10 10:00:00',
      createBy: 'admin',
      updateTime: null,
      updateBy: null,
    })
    ctx.db.table('sys_permission').update(permissionId, { ruleFlag: 1 })
  }
}
