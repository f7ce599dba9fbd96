import type { Area } from '../../kernel/area'
import menus from './menus.json'
import { agencyRoutes } from './routes'
import { seedAgency } from './seed'
import { agencyJobs } from './jobs'
import { markOverduePlans } from './jobs/overdue-plans'

/** The agency's own work: customers, contracts, cases, IP records, official fees and express parcels. */
export const agencyArea: Area = {
  name: 'agency',
  routes: agencyRoutes,
  menus,
  seed: seedAgency,
  jobs: agencyJobs,
  upkeep: (db) => {
    markOverduePlans(db)
  },
}
