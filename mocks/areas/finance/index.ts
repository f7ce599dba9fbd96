import type { Area } from '../../kernel/area'
import menus from './menus.json'
import { financeRoutes } from './routes'
import { seedFinance } from './seed'

/** 财务管理: bills, receipts, invoices, requisitions and refunds over the agency's contracts and cases. */
export const financeArea: Area = {
  name: 'finance',
  routes: financeRoutes,
  menus,
  seed: seedFinance,
}
