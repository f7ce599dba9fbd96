import type { SysDepart, SysPermission, SysRole, SysUser } from '../../kernel/db/entities'
import { insertDicts } from '../dicts'
import type { SeedContext } from '../../kernel/db/seed-context'
import { seedCases } from './cases'
import { seedContracts } from './contracts'
import { seedCustomers } from './customers'
import { AGENCY_DICTS } from './dicts'
import { seedFinance } from './finance'
import { seedIpRecords } from './ip-records'
import { seedPeople } from './people'
import { seedExpenses, seedExpress } from './ledger'
import { seedCaseDataRule, seedCaseTypes, seedContractApproval, seedFillRules } from './settings'
import { createAgencySeed } from './support'

/** How much agency data the seed lays out: a firm of this size, two years of work. */
export const AGENCY_SIZES = { customers: 300, contracts: 500, cases: 1500, express: 400 } as const

/**
 * The agency's own data and its settings: dictionaries, the case-type tree, number rules, the contract approval
 * process, the staff data rule, then customers, contracts, cases, IP records, fees and parcels.
 */
export function seedAgency(
  ctx: SeedContext,
  refs: {
    company: SysDepart
    users: Map<string, SysUser>
    permissions: Map<string, SysPermission>
    roles: Map<string, SysRole>
  },
): void {
  insertDicts(ctx, AGENCY_DICTS)
  seedCaseTypes(ctx, refs.company)
  seedFillRules(ctx)
  seedContractApproval(ctx)
  seedCaseDataRule(ctx, refs.permissions, refs.roles)
  const seed = createAgencySeed(ctx, refs.users)
  const customers = seedCustomers(seed, AGENCY_SIZES.customers)
  const contracts = seedContracts(seed, customers, AGENCY_SIZES.contracts)
  const cases = seedCases(seed, customers, contracts, AGENCY_SIZES.cases)
  seedIpRecords(seed, customers, cases)
  seedExpenses(seed, cases)
  seedExpress(seed, customers, cases, AGENCY_SIZES.express)
  seedFinance(seed)
  seedPeople(seed, refs, cases)
}
