import type { RequestContext } from '../../../kernel/routes/route'
import type { CrudResource } from '../../../kernel/crud/resource'
import { omit } from '../../../kernel/services/omit'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/**
 * `YouBianCodeUtil`: an organisation code is the parent's code plus three characters, A01…A99 then
 * B01…, so `orgCode` sorts and prefixes like the hierarchy.
 */
export function nextOrgCode(siblingCodes: string[], prefix: string): string {
  const suffixes = siblingCodes
    .filter((code) => code.startsWith(prefix) && code.length === prefix.length + 3)
    .map((code) => code.slice(prefix.length))
  if (suffixes.length === 0) return `${prefix}A01`
  const last = suffixes.sort().at(-1)!
  const letter = last.charCodeAt(0)
  const number = Number(last.slice(1))
  return number < 99
    ? `${prefix}${last[0]}${String(number + 1).padStart(2, '0')}`
    : `${prefix}${String.fromCharCode(letter + 1)}01`
}

function orgCodeFor(context: RequestContext, parentId: unknown): string {
  const departs = context.db.table('sys_depart').list(undefined, { includeDeleted: true })
  const parent = departs.find((depart) => depart.id === parentId)
  return nextOrgCode(
    departs.map((depart) => depart.orgCode),
    parent?.orgCode ?? '',
  )
}

export const departResource: CrudResource = {
  ...controllerResource('sys-depart'),
  permissions: {
    add: 'depart:add',
    edit: 'depart:edit',
    delete: 'depart:delete',
    deleteBatch: 'depart:delete',
    importExcel: 'depart:add',
  },
  rules: { departName: [['maxChars', 100]], mobile: ['landline'], fax: ['landline'] },
  transient: ['directorUserIds', 'oldDirectorUserIds'],
  generated: ['orgCode'],
  tree: { parentField: 'parentId', rootValue: null },
  importStyle: 'rows',
  excelFields: [
    'departName',
    'departNameEn',
    'departNameAbbr',
    'departOrder',
    'orgCategory',
    'orgCode',
    'mobile',
    'fax',
    'address',
    'memo',
  ],
  prepare(values, context, existing) {
    if (existing) {
      // The code follows the place in the tree and cannot be edited.
      return omit(values, 'orgCode')
    }
    const orgCode = orgCodeFor(context, values.parentId)
    const depth = orgCode.length / 3
    return {
      ...values,
      orgCode,
      orgType: String(depth),
      orgCategory: values.orgCategory ?? (depth === 1 ? '1' : '2'),
      status: values.status ?? '1',
      delFlag: '0',
      departOrder: values.departOrder ?? 0,
    }
  },
  beforeDelete(ids, context) {
    // `deleteDepart`: memberships, department roles and their grants go with the departments.
    context.db.table('sys_user_depart').purgeWhere((link) => ids.includes(link.depId))
    const roleIds = context.db
      .table('sys_depart_role')
      .list((role) => ids.includes(role.departId))
      .map((role) => role.id)
    context.db.table('sys_depart_role').purgeWhere((role) => ids.includes(role.departId))
    context.db.table('sys_depart_role_user').purgeWhere((link) => roleIds.includes(link.droleId))
    context.db.table('sys_depart_role_permission').purgeWhere((link) => ids.includes(link.departId))
    context.db.table('sys_depart_permission').purgeWhere((link) => ids.includes(String(link.departId)))
  },
  messages: { add: '添加成功！', edit: '编辑成功!', delete: '删除部门成功', deleteBatch: '删除成功!' },
}

export const departRoleResource: CrudResource = {
  ...controllerResource('sys-depart-role'),
  permissions: { add: 'depart:role', edit: 'depart:role', delete: 'depart:role', deleteBatch: 'depart:role' },
  rules: { roleName: [['maxChars', 64]], roleCode: [['maxChars', 64]] },
  unique: [{ field: 'roleCode', message: '部门角色编码已存在' }],
  // `list?deptId=`: the roles of one department.
  listScope: (row, context) => !context.query.get('deptId') || row.departId === context.query.get('deptId'),
  beforeDelete(ids, context) {
    context.db.table('sys_depart_role_user').purgeWhere((link) => ids.includes(link.droleId))
    context.db.table('sys_depart_role_permission').purgeWhere((link) => ids.includes(link.roleId))
  },
}
