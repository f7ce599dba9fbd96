import type { Area } from '../../kernel/area'
import type { MenuSpec } from '../../kernel/seed/menus'
import menus from './menus.json'
import { systemRoutes } from './routes'
import { seedSystem } from './seed'
import { systemJobs } from './jobs'

/** 系统管理: sign-in, users, roles, menus, departments, dictionaries, tenants and the system settings. */
export const systemArea: Area = {
  name: 'system',
  routes: systemRoutes,
  menus: menus as readonly MenuSpec[],
  seed: seedSystem,
  jobs: systemJobs,
}
