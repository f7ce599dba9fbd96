import type { SysDepart, SysPermission, SysRole, SysUser } from '../../../kernel/db/entities'
import { seedShare } from '../../../kernel/seed/context'

/** What the system area's seed leaves for the areas after it: the company, users, permissions and roles by key. */
export const SYSTEM_SEED = seedShare<{
  company: SysDepart
  users: Map<string, SysUser>
  permissions: Map<string, SysPermission>
  roles: Map<string, SysRole>
}>('system')
