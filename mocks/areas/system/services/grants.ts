import type { Database } from '../../../kernel/db/database'
import type { Row } from '../../../kernel/db/table'

/** A link table granting permissions to an owner (a role, a department, a department role). */
export interface GrantTable {
  table: 'sys_role_permission' | 'sys_depart_permission' | 'sys_depart_role_permission'
  ownerField: 'roleId' | 'departId'
  /** Extra columns stored on each new link (the department of a department role). */
  extra?: Record<string, unknown>
}

const split = (ids: unknown) => (typeof ids === 'string' ? ids.split(',').filter(Boolean) : [])

export function grantedIds(db: Database, grant: GrantTable, ownerId: string): string[] {
  return db
    .table<Row>(grant.table)
    .list((link) => link[grant.ownerField] === ownerId)
    .map((link) => String(link.permissionId))
}

/**
 * `saveRolePermission(roleId, permissionIds, lastPermissionIds)`: the client sends what is checked
 * now and what was checked when the dialog opened; only the difference is written, so a grant made
 * meanwhile by someone else survives.
 */
export function saveGrants(
  db: Database,
  grant: GrantTable,
  ownerId: string,
  checked: unknown,
  lastChecked: unknown,
  stamp: { date: string; ip: string },
): void {
  const now = new Set(split(checked))
  const before = new Set(split(lastChecked))
  const removed = [...before].filter((id) => !now.has(id))
  db.table<Row>(grant.table).purgeWhere(
    (link) => link[grant.ownerField] === ownerId && removed.includes(String(link.permissionId)),
  )
  const existing = new Set(grantedIds(db, grant, ownerId))
  for (const permissionId of [...now].filter((id) => !before.has(id) && !existing.has(id))) {
    db.table<Row>(grant.table).insert({
      [grant.ownerField]: ownerId,
      permissionId,
      dataRuleIds: null,
      operateDate: stamp.date,
      operateIp: stamp.ip,
      ...grant.extra,
    })
  }
}
