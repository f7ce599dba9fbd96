import type { Area } from '../../kernel/area'
import menus from './menus.json'
import { peopleRoutes } from './routes'
import { seedPeople } from './seed'

/** 人事行政: reimbursements, loans, salaries and work logs of the firm's staff. */
export const peopleArea: Area = {
  name: 'people',
  routes: peopleRoutes,
  menus,
  seed: seedPeople,
}
