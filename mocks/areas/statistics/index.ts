import type { Area } from '../../kernel/area'
import menus from './menus.json'
import { statisticsRoutes } from './routes'
import { statisticsJobs } from './jobs'

/** 统计分析: figures over the agency's cases and the firm's money; it stores nothing of its own. */
export const statisticsArea: Area = {
  name: 'statistics',
  routes: statisticsRoutes,
  menus,
  jobs: statisticsJobs,
}
