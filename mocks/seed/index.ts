import type { Database, SeedDefinition } from '../kernel/db/database'
import { seedAgency } from './agency'
import { seedAnnouncements } from './announcements'
import { seedBpm } from './bpm'
import { seedDataLogs } from './data-logs'
import { seedDicts } from './dicts'
import { seedGrants } from './grants'
import { seedLogs } from './logs'
import { seedMessages } from './messages'
import { seedOnlineForms } from './online-forms'
import { seedOnlineReports } from './online-reports'
import { seedOrders } from './orders'
import { seedOssFiles } from './oss-files'
import { seedDeparts, seedPositions, seedTenants } from './organization'
import { seedPermissions } from './permissions'
import { seedDepartRoles, seedRoles } from './roles'
import { seedCategories, seedCheckRules, seedDataSources, seedGatewayRoutes, seedQuartzJobs } from './settings'
import { createSeedContext } from '../kernel/db/seed-context'
import { seedThirdAccounts, seedUsers } from './users'

/** Bump whenever the seed changes: browsers holding an older copy then reseed on the next load. */
export const SEED_VERSION = '12'

function populate(db: Database): void {
  const ctx = createSeedContext(db)
  seedTenants(ctx)
  const departs = seedDeparts(ctx)
  const company = departs.get('hq')!
  seedPositions(ctx, company)
  const permissions = seedPermissions(ctx)
  const roles = seedRoles(ctx, permissions)
  const departRoles = seedDepartRoles(ctx, departs, permissions)
  const users = seedUsers(ctx, departs, roles, departRoles)
  seedThirdAccounts(ctx, users)
  seedDicts(ctx)
  seedAnnouncements(ctx, users)
  seedLogs(ctx, users)
  seedQuartzJobs(ctx)
  seedCategories(ctx, company)
  seedCheckRules(ctx)
  seedDataSources(ctx, company)
  seedGatewayRoutes(ctx, company)
  seedGrants(ctx, departs, permissions)
  seedOnlineReports(ctx)
  seedOnlineForms(ctx)
  seedBpm(db)
  seedOrders(ctx)
  seedAgency(ctx, { company, users, permissions, roles })
  seedMessages(ctx)
  seedOssFiles(ctx)
  seedDataLogs(ctx)
}

export const seed: SeedDefinition = { version: SEED_VERSION, populate }
