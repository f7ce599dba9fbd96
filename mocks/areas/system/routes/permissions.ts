import { logOperation, OPERATE_TYPE } from '../../../kernel/crud/audit'
import { insertRecord, updateRecord } from '../../../kernel/crud/engine'
import { queryRows } from '../../../kernel/crud/query'
import type { CrudResource } from '../../../kernel/crud/resource'
import { permissionResource } from '../resources/permission'
import { roleResource } from '../resources/role'
import { crudRoutes } from '../../../kernel/crud/routes'
import { entitySchema } from '../../../kernel/crud/entity-schemas'
import { formatDateTime } from '../../../kernel/db/time'
import { grantedIds, saveGrants, type GrantTable } from '../services/grants'
import { bySortNo } from '../../../kernel/services/permissions'
import { failure, ok, okMessage, plain, result, succeed } from '../../../kernel/services/result'
import type { RequestContext, Route } from '../../../kernel/routes/route'
import { permissionTable, permissionTreeModels } from './permission-tree-models'
import { textOf } from '../../../kernel/services/text'

type Json = Record<string, unknown>

const ROLE_GRANTS: GrantTable = { table: 'sys_role_permission', ownerField: 'roleId' }
const DEPART_GRANTS: GrantTable = { table: 'sys_depart_permission', ownerField: 'departId' }

/** Data rules are written through the engine for validation and audit columns, at their own paths. */
const dataRuleResource: CrudResource = {
  basePath: '/sys/permission',
  entity: 'sys-permission-data-rule',
  endpoints: [],
  permissions: { add: 'permission:edit', edit: 'permission:edit', delete: 'permission:edit' },
  rules: { ruleName: [['maxChars', 100]], ruleValue: ['max255'] },
}

const livePermissions = (context: RequestContext) =>
  context.db
    .table('sys_permission')
    .list((row) => row.delFlag === 0)
    .sort(bySortNo)

const stamp = (context: RequestContext) => ({ date: formatDateTime(context.db.now()), ip: context.ip })

/** `ruleFlag` tells the authorisation tree which menus have data rules. */
function refreshRuleFlag(context: RequestContext, permissionId: string): void {
  const count = context.db.table('sys_permission_data_rule').count((rule) => rule.permissionId === permissionId)
  context.db.table('sys_permission').update(permissionId, { ruleFlag: count > 0 ? 1 : 0 })
}

/** The data rules of a menu (`permissionId`), narrowed by any rule property the request names. */
function dataRules(context: RequestContext) {
  const rows = context.db.table('sys_permission_data_rule').list()
  const found = queryRows(rows, { schema: entitySchema('sys-permission-data-rule') }, context.query)
  return Array.isArray(found) ? plain(found) : found
}

function saveGrantRoute(path: string, grant: GrantTable, owner: 'roleId' | 'departId', permission: string): Route {
  return {
    path,
    methods: ['POST'],
    permission: permission,
    async handle(context) {
      const body = await context.body<Json>()
      const ownerId = textOf(body[owner])
      if (ownerId === '') return failure(`${owner}不能为空`)
      saveGrants(context.db, grant, ownerId, body.permissionIds, body.lastpermissionIds, stamp(context))
      logOperation(context, {
        content: `菜单权限-保存${owner === 'roleId' ? '角色' : '部门'}授权`,
        operateType: OPERATE_TYPE.edit,
        controller: 'SysPermissionController',
        action: path.slice(path.lastIndexOf('/') + 1),
        param: body,
      })
      return succeed('保存成功！')
    },
  }
}

export const permissionAdminRoutes: Route[] = [
  ...crudRoutes(permissionResource),
  {
    // The menu management table: every menu and button as one tree; `name` narrows it to matches.
    path: '/sys/permission/list',
    methods: ['GET'],
    handle(context) {
      const name = context.query.get('name')?.trim()
      const rows = livePermissions(context).filter(
        (row) => !name || row.name.toLowerCase().includes(name.toLowerCase()),
      )
      return plain(permissionTable(rows))
    },
  },
  {
    // The lazy variant of the menu table: first-level menus, then the children of the menus opened.
    path: '/sys/permission/getSystemMenuList',
    methods: ['GET'],
    handle: (context) => plain(permissionTable(livePermissions(context).filter((row) => row.menuType === 0))),
  },
  {
    path: '/sys/permission/getSystemSubmenu',
    methods: ['GET'],
    handle(context) {
      const parentId = context.requiredParam('parentId')
      return plain(permissionTable(livePermissions(context).filter((row) => row.parentId === parentId)))
    },
  },
  {
    // `{parentId: children[]}` for several opened menus at once.
    path: '/sys/permission/getSystemSubmenuBatch',
    methods: ['GET'],
    handle(context) {
      const parentIds = context.requiredParam('parentIds').split(',').filter(Boolean)
      const rows = livePermissions(context)
      return plain(
        Object.fromEntries(
          parentIds.map((parentId) => [parentId, permissionTable(rows.filter((row) => row.parentId === parentId))]),
        ),
      )
    },
  },
  {
    path: '/sys/permission/queryTreeList',
    methods: ['GET'],
    handle: (context) => plain(permissionTreeModels(livePermissions(context))),
  },
  {
    path: '/sys/permission/queryRolePermission',
    methods: ['GET'],
    handle: (context) => plain(grantedIds(context.db, ROLE_GRANTS, context.requiredParam('roleId'))),
  },
  saveGrantRoute('/sys/permission/saveRolePermission', ROLE_GRANTS, 'roleId', 'role:authorize'),
  {
    path: '/sys/permission/queryDepartPermission',
    methods: ['GET'],
    handle: (context) => plain(grantedIds(context.db, DEPART_GRANTS, context.requiredParam('departId'))),
  },
  saveGrantRoute('/sys/permission/saveDepartPermission', DEPART_GRANTS, 'departId', 'depart:edit'),
  ...['getPermRuleListByPermId', 'queryPermissionRule'].map((name): Route => ({
    path: `/sys/permission/${name}`,
    methods: ['GET'],
    handle: dataRules,
  })),
  {
    path: '/sys/permission/addPermissionRule',
    methods: ['POST'],
    permission: dataRuleResource.permissions?.add,
    async handle(context) {
      const written = insertRecord(dataRuleResource, context, await context.body<Json>())
      if ('error' in written) return written.error
      refreshRuleFlag(context, String(written.row.permissionId))
      return result({ code: 200, message: '添加成功！', result: written.row })
    },
  },
  {
    path: '/sys/permission/editPermissionRule',
    methods: ['PUT', 'POST'],
    permission: dataRuleResource.permissions?.edit,
    async handle(context) {
      const written = updateRecord(dataRuleResource, context, await context.body<Json>())
      if ('error' in written) return written.error
      return okMessage('编辑成功!')
    },
  },
  {
    path: '/sys/permission/deletePermissionRule',
    methods: ['DELETE'],
    permission: dataRuleResource.permissions?.delete,
    handle(context) {
      const rule = context.db.table('sys_permission_data_rule').get(context.requiredParam('id'))
      if (!rule) return failure('未找到对应数据')
      context.db.table('sys_permission_data_rule').purgeWhere((row) => row.id === rule.id)
      refreshRuleFlag(context, String(rule.permissionId))
      return okMessage('删除成功!')
    },
  },
]

export const roleAdminRoutes: Route[] = [
  ...crudRoutes(roleResource),
  {
    path: '/sys/role/queryall',
    methods: ['GET'],
    handle(context) {
      const roles = context.db.table('sys_role').list()
      return roles.length > 0 ? plain(roles) : result({ success: false, message: '未找到角色信息' })
    },
  },
  {
    // The form's async check: a code is free, or is the edited role's own.
    path: '/sys/role/checkRoleCode',
    methods: ['GET'],
    handle(context) {
      const roleCode = context.query.get('roleCode') ?? ''
      const id = context.query.get('id')
      const own = id ? context.db.table('sys_role').get(id) : undefined
      if (own && own.roleCode === roleCode) return result()
      const taken = context.db.table('sys_role').first((role) => role.roleCode.toLowerCase() === roleCode.toLowerCase())
      return taken ? result({ success: false, message: '角色编码已存在' }) : result()
    },
  },
  {
    path: '/sys/role/queryTreeList',
    methods: ['GET'],
    handle: (context) => plain(permissionTreeModels(livePermissions(context))),
  },
  {
    // The data rules of one menu and the ones the role has ticked.
    path: '/sys/role/datarule/:permissionId/:roleId',
    methods: ['GET'],
    handle(context) {
      const { permissionId, roleId } = context.params
      const rules = context.db.table('sys_permission_data_rule').list((rule) => rule.permissionId === permissionId)
      if (rules.length === 0) return failure('未找到权限配置信息')
      const link = context.db
        .table('sys_role_permission')
        .first((row) => row.permissionId === permissionId && row.roleId === roleId)
      const checked = link?.dataRuleIds?.replace(/,$/, '')
      return ok(checked ? { datarule: rules, drChecked: checked } : { datarule: rules })
    },
  },
  {
    path: '/sys/role/datarule',
    methods: ['POST'],
    permission: 'role:authorize',
    async handle(context) {
      const body = await context.body<Json>()
      const link = context.db
        .table('sys_role_permission')
        .first((row) => row.permissionId === body.permissionId && row.roleId === body.roleId)
      if (!link) return failure('请先保存角色菜单权限!')
      context.db
        .table('sys_role_permission')
        .update(link.id, { dataRuleIds: body.dataRuleIds === undefined ? null : textOf(body.dataRuleIds) })
      return okMessage('保存成功!')
    },
  },
]
