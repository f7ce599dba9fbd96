import type { SeedContext } from '../../../kernel/seed/context'
import { insertDicts } from '../../../kernel/seed/dicts'
import PEOPLE_DICTS from '../dicts.json'
import { AGENCY_SEED } from '../../agency/seed/shared'
import { SYSTEM_SEED } from '../../system/seed/shared'
import { seedDailyLogs } from './daily-logs'
import { seedReimbursementsAndLoans } from './money'
import { seedCommissionRules } from './commission-rules'
import { seedSalaries } from './salaries'
import { seedPeopleApproval, seedPeopleFillRules } from './settings'
import { seedRunningApprovals } from '../../bpm/seed-running'

/**
 * The firm's people work and its settings: dictionaries, number rules, the approval process; then loans and claims, the
 * commission rules and a year of salaries and recent work logs. Who sees which rows is the roles' data rules (system seed).
 */
export function seedPeople(ctx: SeedContext): void {
  const refs = ctx.shared(SYSTEM_SEED)
  const { seed, cases } = ctx.shared(AGENCY_SEED)
  insertDicts(seed.ctx, PEOPLE_DICTS)
  seedPeopleFillRules(seed.ctx)
  seedPeopleApproval(seed.ctx)
  seedReimbursementsAndLoans(seed, cases)
  seedCommissionRules(seed)
  seedSalaries(seed, refs.users)
  seedDailyLogs(seed, cases)
  // Last, once every list under approval has its rows: work waiting in department heads' and 财务's 我的待办.
  seedRunningApprovals(ctx.db, [
    // 客户服务部's: its head, 肖国栋, has it.
    { flowCode: 'ipr_contract', department: 'A01A06', approvedSteps: 0, hoursAgo: 20 },
    { flowCode: 'ipr_contract', approvedSteps: 1, hoursAgo: 30 },
    { flowCode: 'ipr_invoice', approvedSteps: 0, hoursAgo: 6 },
    { flowCode: 'ipr_requisition', approvedSteps: 0, hoursAgo: 9 },
    // Claims: one waiting for its department head, one the head approved, waiting for 财务.
    { flowCode: 'ipr_reimburse', approvedSteps: 0, hoursAgo: 5 },
    { flowCode: 'ipr_reimburse', approvedSteps: 1, hoursAgo: 28 },
  ])
}
