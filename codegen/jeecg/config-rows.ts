import type { Database } from '../../mocks/kernel/db/database'
import type { Row } from '../../mocks/kernel/db/table'

/** Rows of one JeecgBoot system table the business area adds, in the table's insertion (id) order. */
export interface TableRows {
  table: string
  /** Property → column where JeecgBoot's entity names the column otherwise (`@TableField("is_leaf")`). */
  columns?: Readonly<Record<string, string>>
  /**
   * Rows naming their role by `roleCode`: the installation's role ids are its own (its 管理员 is not the seed's), so
   * each row takes the id of the role with that code there.
   */
  byRoleCode?: boolean
  rows: Row[]
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A top-level menu and every row below it (sub-menus and buttons), parents first. */
function subtree(all: readonly Row[], roots: readonly Row[]): Row[] {
  const found: Row[] = []
  const visit = (row: Row) => {
    found.push(row)
    all.filter((child) => child.parentId === row.id).forEach(visit)
  }
  roots.forEach(visit)
  return found
}

export interface BusinessArea {
  /** The names of the area's top-level menus (`menus.json`). */
  menuNames: readonly string[]
  /** Its dictionary codes (`dicts.json`). */
  dictCodes: readonly string[]
  /** The check rules its forms use (seeded with the system area's settings). */
  checkRuleCodes: readonly string[]
}

/**
 * What the business area adds to JeecgBoot's system tables, read from the built-in backend's seeded database, so the
 * install scripts and the built-in backend can never disagree: its menus and buttons, their data rules and the roles
 * granted them, its dictionaries, its category tree, fill rules, check rules, message templates and Quartz jobs, and
 * the processes bound to its forms.
 */
export function businessRows(db: Database, area: BusinessArea): TableRows[] {
  const permissions = db.table<Row>('sys_permission').list()
  const menus = subtree(
    permissions,
    permissions.filter((row) => row.parentId === null && area.menuNames.includes(text(row.name))),
  )
  const menuIds = new Set<unknown>(menus.map((row) => row.id))
  const dicts = db.table<Row>('sys_dict').list((row) => area.dictCodes.includes(text(row.dictCode)))
  const dictIds = new Set<unknown>(dicts.map((row) => row.id))
  const roles = db.table<Row>('sys_role').list()
  const codeOf = new Map<unknown, unknown>(roles.map((role) => [role.id, role.roleCode]))
  const grants = db.table<Row>('sys_role_permission').list((row) => menuIds.has(row.permissionId))
  const roleIds = new Set<unknown>(grants.map((row) => row.roleId))
  const ours = (prefix: string) => (value: unknown) => text(value).startsWith(prefix)
  return [
    { table: 'sys_permission', columns: { leaf: 'is_leaf', route: 'is_route' }, rows: menus },
    {
      table: 'sys_permission_data_rule',
      rows: db.table<Row>('sys_permission_data_rule').list((row) => menuIds.has(row.permissionId)),
    },
    { table: 'sys_role', rows: roles.filter((row) => roleIds.has(row.id)) },
    {
      table: 'sys_role_permission',
      byRoleCode: true,
      rows: grants.map(({ roleId, ...grant }) => ({ ...grant, roleCode: codeOf.get(roleId) })),
    },
    { table: 'sys_dict', rows: dicts },
    { table: 'sys_dict_item', rows: db.table<Row>('sys_dict_item').list((row) => dictIds.has(row.dictId)) },
    { table: 'sys_category', rows: db.table<Row>('sys_category').list((row) => ours('C01')(row.code)) },
    { table: 'sys_fill_rule', rows: db.table<Row>('sys_fill_rule').list((row) => ours('ipr_')(row.ruleCode)) },
    {
      table: 'sys_check_rule',
      rows: db.table<Row>('sys_check_rule').list((row) => area.checkRuleCodes.includes(text(row.ruleCode))),
    },
    {
      table: 'sys_sms_template',
      rows: db.table<Row>('sys_sms_template').list((row) => ours('ipr')(row.templateCode)),
    },
    {
      table: 'sys_quartz_job',
      rows: db.table<Row>('sys_quartz_job').list((row) => ours('org.jeecg.modules.ipr.')(row.jobClassName)),
    },
  ]
}
