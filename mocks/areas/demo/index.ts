import type { Area } from '../../kernel/area'
import menus from './menus.json'
import { demoRoutes } from './routes'
import { seedOrders } from './seed'

/** The backend's demo module (测试页, 示例): the one-to-many orders and the reports shown as pages. */
export const demoArea: Area = {
  name: 'demo',
  routes: demoRoutes,
  menus,
  seed: seedOrders,
}
