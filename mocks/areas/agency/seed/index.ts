import type { SeedContext } from '../../../kernel/seed/context'
import { insertDicts } from '../../../kernel/seed/dicts'
import { SYSTEM_SEED } from '../../system/seed/shared'
import { seedCases } from './cases'
import { seedContracts } from './contracts'
import { seedCustomers } from './customers'
import AGENCY_DICTS from '../dicts.json'
import { seedIpRecords } from './ip-records'
import { seedExpenses, seedExpress } from './ledger'
import { seedCaseTypes, seedContractApproval, seedFillRules, seedPlanOverdueJob } from './settings'
import { AGENCY_SEED } from './shared'
import { createAgencySeed } from './support'

/** How much agency data the seed lays out: a firm of this size, two years of work. */
export const AGENCY_SIZES = { customers: 300, contracts: 500, cases: 1500, express: 400 } as const

/**
 * The agency's own data and its settings: dictionaries, the case-type tree, number rules, the contract approval
 * process, its daily job, then customers, contracts, cases, IP records, fees and parcels. The finance and people
 * areas build on the cases and draw from the same stream.
 */
export function seedAgency(ctx: SeedContext): void {
  const { company, users } = ctx.shared(SYSTEM_SEED)
  insertDicts(ctx, AGENCY_DICTS)
  seedCaseTypes(ctx, company)
  seedFillRules(ctx)
  seedContractApproval(ctx)
  seedPlanOverdueJob(ctx)
  const seed = createAgencySeed(ctx, users)
  const customers = seedCustomers(seed, AGENCY_SIZES.customers)
  const contracts = seedContracts(seed, customers, AGENCY_SIZES.contracts)
  const cases = seedCases(seed, customers, contracts, AGENCY_SIZES.cases)
  seedIpRecords(seed, customers, cases)
  seedExpenses(seed, cases)
  seedExpress(seed, customers, cases, AGENCY_SIZES.express)
  ctx.share(AGENCY_SEED, { seed, cases })
}
