import type { Area } from '../../kernel/area'
import { onlineReportRoutes } from './routes'
import { seedOnlineReports } from './seed'

/** Online reports (`/online/cgreport/api`): their heads, columns and parameters over the live tables. */
export const onlineReportArea: Area = {
  name: 'online-report',
  routes: onlineReportRoutes,
  seed: seedOnlineReports,
}
