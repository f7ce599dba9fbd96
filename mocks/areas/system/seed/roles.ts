import type { SysDepart, SysPermission, SysRole } from '../../../kernel/db/entities'
import { audit, type SeedContext } from '../../../kernel/seed/context'
import { dataRuleKey, type DataRuleIds } from './data-rules'
import ROLE_SEED from './roles.json'

interface RoleSpec {
  code: string
  name: string
  description: string
  /** Named lists of permission keys (`sets` of roles.json) the role holds. */
  sets?: readonly string[]
  /** Permission keys (menu keys and button codes of the areas' menus.json); `all` grants every row. */
  permissions: readonly string[] | 'all'
  /** Per data-rule key (`own`, `dept` …), the menus whose rule of that key the role's grant carries. */
  dataRules?: Readonly<Record<string, readonly string[]>>
}

/**
 * The firm's roles (roles.json): each one's menus and buttons, by key, and the data rules (数据规则) its grants of
 * those menus carry (`sys_role_permission.data_rule_ids`); a menu granted without a rule shows every row.
 */
const ROLES = ROLE_SEED.roles as readonly RoleSpec[]
const SETS: Readonly<Record<string, readonly string[]>> = ROLE_SEED.sets

function keysOf(spec: RoleSpec, permissions: Map<string, SysPermission>): string[] {
  if (spec.permissions === 'all') return [...permissions.keys()]
  // roles.json is read as written: a code in place of the list would be taken apart letter by letter.
  if (typeof spec.permissions === 'string') throw new Error(`seed: role ${spec.code} lists no permissions`)
  const sets = (spec.sets ?? []).map((name) => {
    const keys = SETS[name]
    if (!keys) throw new Error(`seed: role ${spec.code} names unknown permission set ${name}`)
    return keys
  })
  return [...new Set([...sets.flat(), ...spec.permissions])]
}

/** The rule ids each granted menu carries, refusing a rule the menu lacks or a menu the role is not granted. */
function ruleIdsOf(spec: RoleSpec, keys: readonly string[], rules: DataRuleIds): Map<string, string[]> {
  const byMenu = new Map<string, string[]>()
  for (const [rule, menus] of Object.entries(spec.dataRules ?? {})) {
    for (const menu of menus) {
      const id = rules.get(dataRuleKey(menu, rule))
      if (!id) throw new Error(`seed: role ${spec.code} is granted rule ${rule} of ${menu}, which has none`)
      if (!keys.includes(menu)) throw new Error(`seed: role ${spec.code} has a rule on ${menu} without the menu`)
      byMenu.set(menu, [...(byMenu.get(menu) ?? []), id])
    }
  }
  return byMenu
}

export function seedRoles(
  ctx: SeedContext,
  permissions: Map<string, SysPermission>,
  rules: DataRuleIds,
): Map<string, SysRole> {
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
    const keys = keysOf(spec, permissions)
    const ruleIds = ruleIdsOf(spec, keys, rules)
    for (const key of keys) {
      const permission = permissions.get(key)
      if (!permission) throw new Error(`seed: role ${spec.code} refers to unknown permission ${key}`)
      ctx.db.table('sys_role_permission').insert({
        id: ctx.id(),
        roleId: role.id,
        permissionId: permission.id,
        dataRuleIds: ruleIds.get(key)?.join(',') ?? null,
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
