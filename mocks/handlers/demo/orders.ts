import { jeecgOrderResource, ORDER_SUB_TABLES } from '../../crud/resources/jeecg-order'
import { crudRoutes } from '../../crud/routes'
import { subRowProblem, subRows, type SubTable } from '../../crud/sub-tables'
import { failure, ok } from '../../services/result'
import type { Route } from '../route'

const [customers, tickets] = ORDER_SUB_TABLES as [SubTable, SubTable]

/** `queryOrderCustomerListByMainId` and the like: the sub-rows of one order as a plain array. */
const subRowsRoute = (path: string, sub: SubTable): Route => ({
  path: `${jeecgOrderResource.basePath}/${path}`,
  methods: ['GET'],
  handle: (context) => ok(subRows(context, sub, context.requiredParam('id'))),
})

/**
 * Spring binds the whole body before the controller runs, so a sub-row value that cannot bind (a bad date) is
 * refused before anything is written or any permission is asked.
 */
const bindingSubRows = (route: Route): Route =>
  route.path.endsWith('/add') || route.path.endsWith('/edit')
    ? {
        ...route,
        async handle(context) {
          const problem = subRowProblem(ORDER_SUB_TABLES, await context.body<Record<string, unknown>>())
          return problem ? failure(problem) : route.handle(context)
        },
      }
    : route

/** The one-to-many demo (订单管理): orders with their customers and tickets. */
export const orderRoutes: Route[] = [
  ...crudRoutes(jeecgOrderResource).map(bindingSubRows),
  subRowsRoute('queryOrderCustomerListByMainId', customers),
  subRowsRoute('queryOrderTicketListByMainId', tickets),
]
