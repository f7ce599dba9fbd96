import type { SysPermission, SysRole, SysUser } from '../../../kernel/db/entities'
import type { Row } from '../../../kernel/db/table'
import { insertDicts } from '../../dicts'
import { PEOPLE_DICTS } from '../dicts-people'
import type { AgencySeed } from '../support'
import { seedDailyLogs } from './daily-logs'
import { seedReimbursementsAndLoans } from './money'
import { seedSalaries } from './salaries'
import { seedPeopleApproval, seedPeopleFillRules, seedPeopleGrants } from './settings'

/**
 * The firm's people work and its settings: dictionaries, number rules, the approval process, the staff's pages with
 * their own-rows data rules; then loans and claims, a year of salaries and recent work logs.
 */
export function seedPeople(
  seed: AgencySeed,
  refs: { users: Map<string, SysUser>; permissions: Map<string, SysPermission>; roles: Map<string, SysRole> },
  cases: readonly Row[],
): void {
  insertDicts(seed.ctx, PEOPLE_DICTS)
  seedPeopleFillRules(seed.ctx)
  seedPeopleApproval(seed.ctx)
  seedPeopleGrants(seed.ctx, refs.permissions, refs.roles)
  seedReimbursementsAndLoans(seed, cases)
  seedSalaries(seed, refs.users)
  seedDailyLogs(seed, cases)
}
