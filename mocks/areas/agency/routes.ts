import { CONTRACT_SUB_TABLES, iprContractResource, paidPlanRefusal, planMismatch } from './resources/ipr-contract'
import { CUSTOMER_SUB_TABLES, iprContactResource, iprCustomerResource } from './resources/ipr-customer'
import { iprCaseAssignResource, iprCaseResource } from './resources/ipr-case'
import { iprExpenseResource } from './resources/ipr-expense'
import { iprExpressResource } from './resources/ipr-express'
import { iprInfoResource } from './resources/ipr-info'
import { crudRoutes } from '../../kernel/crud/routes'
import { bindingSubRows, subRowsRoute } from '../../kernel/crud/sub-table-routes'
import type { SubTable } from '../../kernel/crud/sub-tables'
import type { Row } from '../../kernel/db/table'
import { textOf } from '../../kernel/services/text'
import type { Route } from '../../kernel/routes/route'
import { caseAssignTransitionRoutes } from './case-assign'

const [CONTACTS] = CUSTOMER_SUB_TABLES as [SubTable]
const [PLANS] = CONTRACT_SUB_TABLES as [SubTable]

/**
 * The contract's save refuses a payment plan that does not add up to the amount or drops what receipts paid into,
 * after the route's permission check
 * and before anything is written (the controller's own check in front of `saveMain` / `updateMain`).
 */
const checkingPlan = (route: Route): Route => {
  const add = route.path.endsWith('/add')
  if (!add && !route.path.endsWith('/edit')) return route
  return {
    ...route,
    async handle(context) {
      const body = await context.body<Record<string, unknown>>()
      const existing = add ? undefined : context.db.table<Row>('ipr_contract').get(textOf(body.id))
      return planMismatch(context, body, existing) ?? paidPlanRefusal(context, body, existing) ?? route.handle(context)
    },
  }
}

/** 知产信息's five pages add to `add/{iprFlag}`: the page's kind is the new record's (see `iprInfoResource.prepare`). */
const addOfKind = (route: Route): Route[] =>
  route.path.endsWith('/add') ? [route, { ...route, path: `${route.path}/:iprFlag` }] : [route]

/**
 * The agency's own work: customers and contacts, contracts, cases and their assignment, IP records, fees and express.
 */
export const agencyRoutes: Route[] = [
  ...crudRoutes(iprCustomerResource).map(bindingSubRows(CUSTOMER_SUB_TABLES)),
  subRowsRoute(iprCustomerResource, 'queryContactListByMainId', CONTACTS),
  ...crudRoutes(iprContactResource),
  ...crudRoutes(iprContractResource).map(checkingPlan).map(bindingSubRows(CONTRACT_SUB_TABLES)),
  subRowsRoute(iprContractResource, 'queryPlanListByMainId', PLANS),
  ...crudRoutes(iprCaseResource),
  ...crudRoutes(iprCaseAssignResource),
  ...caseAssignTransitionRoutes,
  ...crudRoutes(iprInfoResource).flatMap(addOfKind),
  ...crudRoutes(iprExpenseResource),
  ...crudRoutes(iprExpressResource),
]
