import { departResource, departRoleResource } from '../resources/depart'
import { crudRoutes } from '../../../kernel/crud/routes'
import { buildTree } from '../../../kernel/crud/tree'
import type { Row } from '../../../kernel/db/table'
import { formatDateTime } from '../../../kernel/db/time'
import { grantedIds, saveGrants } from '../services/grants'
import { bySortNo } from '../../../kernel/services/permissions'
import { failure, plain, result, succeed } from '../../../kernel/services/result'
import type { RequestContext, Route } from '../../../kernel/routes/route'
import { permissionTreeModels } from './permission-tree-models'
import { textOf } from '../../../kernel/services/text'

type Json = Record<string, unknown>

const byOrder = (a: Row, b: Row) => Number(a.departOrder) - Number(b.departOrder)

const departs = (context: RequestContext) => context.db.table('sys_depart').list()

/** `SysDepartTreeModel`: the department plus key/value/title/isLeaf, children nested. */
function departTree(rows: Row[]) {
  return buildTree(
    rows,
    departResource.tree!,
    (row, hasChildren) => ({ ...row, key: row.id, value: row.id, title: row.departName, isLeaf: !hasChildren }),
    byOrder,
  )
}

/** `DepartIdModel`: just key/value/title, for pickers that only need ids. */
function departIdTree(rows: Row[]) {
  return buildTree(
    rows,
    departResource.tree!,
    (row) => ({ id: row.id, key: row.id, value: row.id, title: row.departName }),
    byOrder,
  )
}

/** The departments a user is responsible for, with everything below them. */
function managedDeparts(context: RequestContext): Row[] {
  const roots = (context.user!.departIds ?? '').split(',').filter(Boolean)
  const all = context.db.table('sys_depart').list()
  const prefixes = all.filter((depart) => roots.includes(depart.id)).map((depart) => depart.orgCode)
  return all.filter((depart) => prefixes.some((prefix) => depart.orgCode.startsWith(prefix)))
}

const DEPART_ROLE_GRANTS = { table: 'sys_depart_role_permission', ownerField: 'roleId' } as const

export const departAdminRoutes: Route[] = [
  ...crudRoutes(departResource),
  ...crudRoutes(departRoleResource),
  {
    path: '/sys/sysDepart/queryTreeList',
    methods: ['GET'],
    handle: (context) => plain(departTree(departs(context))),
  },
  {
    // 我的部门: a department head (identity 2) sees the departments they run; message "2" or "1".
    path: '/sys/sysDepart/queryMyDeptTreeList',
    methods: ['GET'],
    handle(context) {
      if (context.user!.userIdentity !== 2) return result({ message: '1' })
      return result({ message: '2', result: departTree(managedDeparts(context)) })
    },
  },
  {
    // Lazy tree: the children of `pid` (the roots without it), each marked leaf or not.
    path: '/sys/sysDepart/queryDepartTreeSync',
    methods: ['GET'],
    handle(context) {
      const pid = context.query.get('pid') ?? ''
      const all = departs(context)
      const children = all.filter((row) => (pid === '' ? !row.parentId : row.parentId === pid)).sort(byOrder)
      return plain(
        children.map((row) => ({
          ...row,
          key: row.id,
          value: row.id,
          title: row.departName,
          isLeaf: !all.some((other) => other.parentId === row.id),
        })),
      )
    },
  },
  {
    path: '/sys/sysDepart/queryIdTree',
    methods: ['GET'],
    handle: (context) => plain(departIdTree(departs(context))),
  },
  {
    path: '/sys/sysDepart/searchBy',
    methods: ['GET'],
    handle(context) {
      const keyWord = context.requiredParam('keyWord').trim().toLowerCase()
      const scope = context.query.get('myDeptSearch') === '1' ? managedDeparts(context) : departs(context)
      const found = scope.filter((row) => String(row.departName).toLowerCase().includes(keyWord)).sort(byOrder)
      if (found.length === 0) return result({ success: false, message: '未查询匹配数据！' })
      return plain(found.map((row) => ({ ...row, key: row.id, value: row.id, title: row.departName, isLeaf: true })))
    },
  },
  {
    // The menus a department role may be given: those granted to its department.
    path: '/sys/sysDepartPermission/queryTreeListForDeptRole',
    methods: ['GET'],
    handle(context) {
      const allowed = new Set(
        grantedIds(
          context.db,
          { table: 'sys_depart_permission', ownerField: 'departId' },
          context.requiredParam('departId'),
        ),
      )
      const rows = context.db
        .table('sys_permission')
        .list((row) => row.delFlag === 0 && allowed.has(row.id))
        .sort(bySortNo)
      return plain(permissionTreeModels(rows))
    },
  },
  {
    path: '/sys/sysDepartPermission/queryDeptRolePermission',
    methods: ['GET'],
    handle: (context) => plain(grantedIds(context.db, DEPART_ROLE_GRANTS, context.requiredParam('roleId'))),
  },
  {
    path: '/sys/sysDepartPermission/saveDeptRolePermission',
    methods: ['POST'],
    permission: 'depart:role',
    async handle(context) {
      const body = await context.body<Json>()
      const role = context.db.table('sys_depart_role').get(textOf(body.roleId))
      if (!role) return failure('未找到部门角色')
      const grant = { ...DEPART_ROLE_GRANTS, extra: { departId: role.departId } }
      saveGrants(context.db, grant, role.id, body.permissionIds, body.lastpermissionIds, {
        date: formatDateTime(context.db.now()),
        ip: context.ip,
      })
      return succeed('保存成功！')
    },
  },
]
