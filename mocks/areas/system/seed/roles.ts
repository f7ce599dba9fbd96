import type { SysDepart, SysPermission, SysRole } from '../../../kernel/db/entities'
import { audit, type SeedContext } from '../../../kernel/seed/context'

interface RoleSpec {
  code: string
  name: string
  description: string
  /** Permission keys (menu keys and button codes of the areas' menus.json); `all` grants every row. */
  permissions: readonly string[] | 'all'
}

/** What 普通用户 (jeecg) gets: the case lists (narrowed to their own cases by a data rule) and customers read-only. */
const AGENCY_STAFF_PERMISSIONS: readonly string[] = [
  'iprCustomerGroup',
  'iprCustomer',
  'iprContact',
  'iprCaseGroup',
  'iprCase',
  'ipr:case:edit',
  'ipr:case:export',
  'iprMyCaseTask',
]

/** Everyone's own pages (个人中心, 个人设置): hidden from the menu, reached from the header's user dropdown. */
const PERSONAL = ['account', 'accountCenter', 'accountSettings']

const ROLES: readonly RoleSpec[] = [
  { code: 'admin', name: '管理员', description: '系统管理员，拥有全部菜单与按钮权限', permissions: 'all' },
  // jeecg: the user list without any of its buttons, the dictionaries read-only, their own cases and the customers.
  {
    code: 'user',
    name: '普通用户',
    description: '可查看用户与数据字典，办理自己承办的案件，查看客户',
    permissions: ['home', 'messages', ...PERSONAL, 'isystem', 'user', 'dict', ...AGENCY_STAFF_PERMISSIONS],
  },
  {
    code: 'patent_agent',
    name: '专利代理人',
    description: '办理专利申请、答复与年费业务',
    permissions: ['home', 'messages', ...PERSONAL, 'bpm', 'bpmTodo', 'bpmDone', 'isystem', 'departUser', 'test'],
  },
  {
    code: 'trademark_agent',
    name: '商标代理人',
    description: '办理商标注册、续展与异议业务',
    permissions: ['home', 'messages', ...PERSONAL, 'bpm', 'bpmTodo', 'bpmDone', 'test'],
  },
  {
    code: 'finance',
    name: '财务',
    description: '官费、代理费收付与对账',
    permissions: ['home', 'messages', ...PERSONAL, 'bpm', 'bpmTodo', 'bpmDone', 'isystem', 'log'],
  },
  {
    code: 'manager',
    name: '部门经理',
    description: '审批本部门流程，查看部门人员',
    permissions: [
      'home',
      'messages',
      ...PERSONAL,
      'bpm',
      'bpmModel',
      'bpmForm',
      'bpmTodo',
      'bpmDone',
      'bpmEditor',
      'bpm:model:add',
      'bpm:model:deploy',
      'isystem',
      'user',
      'user:export',
      'user:form:birthday',
      'departUser',
      'announcement',
    ],
  },
  // Only "我的消息" and the own pages: the server prepends 首页 to every menu that lacks it.
  { code: 'test', name: '临时角色', description: '自助注册用户的默认角色', permissions: ['messages', ...PERSONAL] },
]

export type RoleCode = (typeof ROLES)[number]['code']

export function seedRoles(ctx: SeedContext, permissions: Map<string, SysPermission>): Map<string, SysRole> {
  const byCode = new Map<string, SysRole>()
  ROLES.forEach((spec, index) => {
    const role = ctx.db.table('sys_role').insert({
      id: ctx.id(),
      roleName: spec.name,
      roleCode: spec.code,
      description: spec.description,
      ...audit(`2021-03-01 11:${String(10 + index).padStart(2, '0')}:00`),
    })
    byCode.set(spec.code, role)
    const keys = spec.permissions === 'all' ? [...permissions.keys()] : spec.permissions
    for (const key of keys) {
      const permission = permissions.get(key)
      if (!permission) throw new Error(`seed: role ${spec.code} refers to unknown permission ${key}`)
      ctx.db.table('sys_role_permission').insert({
        id: ctx.id(),
        roleId: role.id,
        permissionId: permission.id,
        dataRuleIds: null,
        operateDate: '2021-03-01 11:30:00',
        operateIp: '127.0.0.1',
      })
    }
  })
  return byCode
}

/** Department roles: granted to members of one department, on top of their own roles. */
export function seedDepartRoles(
  ctx: SeedContext,
  departs: Map<string, SysDepart>,
  permissions: Map<string, SysPermission>,
): Map<string, { id: string }> {
  const specs = [
    {
      key: 'patentReviewer',
      depart: 'patent',
      code: 'patent_reviewer',
      name: '专利审核员',
      description: '审核专利申请文件并维护流程模型',
      permissions: ['bpm', 'bpmModel', 'bpm:model:add', 'bpm:model:deploy'],
    },
    {
      key: 'trademarkReviewer',
      depart: 'trademark',
      code: 'trademark_reviewer',
      name: '商标审核员',
      description: '审核商标申请材料',
      permissions: ['bpm', 'bpmForm'],
    },
    {
      key: 'legalReviewer',
      depart: 'legal',
      code: 'legal_reviewer',
      name: '法务审核员',
      description: '审核代理合同与侵权分析报告',
      permissions: ['bpm', 'bpmTodo', 'bpmDone'],
    },
  ]
  const byKey = new Map<string, { id: string }>()
  for (const spec of specs) {
    const depart = departs.get(spec.depart)!
    const role = ctx.db.table('sys_depart_role').insert({
      id: ctx.id(),
      departId: depart.id,
      roleName: spec.name,
      roleCode: spec.code,
      description: spec.description,
      ...audit('2021-03-02 10:00:00'),
    })
    byKey.set(spec.key, role)
    for (const key of spec.permissions) {
      ctx.db.table('sys_depart_role_permission').insert({
        id: ctx.id(),
        departId: depart.id,
        roleId: role.id,
        permissionId: permissions.get(key)!.id,
        dataRuleIds: null,
        operateDate: '2021-03-02 10:05:00',
        operateIp: '127.0.0.1',
      })
    }
  }
  return byKey
}
