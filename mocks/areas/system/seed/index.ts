import type { SeedContext } from '../../../kernel/seed/context'
import { insertDicts } from '../../../kernel/seed/dicts'
import SYSTEM_DICTS from '../dicts.json'
import { seedAnnouncements } from './announcements'
import { seedDataRules } from './data-rules'
import { seedGrants } from './grants'
import { seedLogs } from './logs'
import { seedDeparts, seedPositions, seedTenants } from './organization'
import { seedPermissions } from './permissions'
import { seedDepartRoles, seedRoles } from './roles'
import { seedCategories, seedCheckRules, seedDataSources, seedGatewayRoutes, seedQuartzJobs } from './settings'
import { SYSTEM_SEED } from './shared'
import { seedThirdAccounts, seedUsers } from './users'

/**
 * The organisation (tenants, departments, positions), every area's menus and data rules with the roles over them,
 * the users, the system dictionaries and settings, then the department grants; the rows later areas refer to are
 * shared.
 */
export function seedSystem(ctx: SeedContext): void {
  seedTenants(ctx)
  const departs = seedDeparts(ctx)
  const company = departs.get('hq')!
  seedPositions(ctx, company)
  const permissions = seedPermissions(ctx)
  const roles = seedRoles(ctx, permissions, seedDataRules(ctx, permissions))
  const departRoles = seedDepartRoles(ctx, departs, permissions)
  const users = seedUsers(ctx, departs, roles, departRoles)
  seedThirdAccounts(ctx, users)
  insertDicts(ctx, SYSTEM_DICTS)
  seedAnnouncements(ctx, users)
  seedLogs(ctx, users)
  seedQuartzJobs(ctx)
  seedCategories(ctx, company)
  seedCheckRules(ctx)
  seedDataSources(ctx, company)
  seedGatewayRoutes(ctx, company)
  seedGrants(ctx, departs, permissions)
  ctx.share(SYSTEM_SEED, { company, users, permissions, roles })
}
