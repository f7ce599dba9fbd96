import { jeecgOrderResource, ORDER_SUB_TABLES } from './jeecg-order-resource'
import { crudRoutes } from '../../kernel/crud/routes'
import { bindingSubRows, subRowsRoute } from '../../kernel/crud/sub-table-routes'
import type { SubTable } from '../../kernel/crud/sub-tables'
import type { Route } from '../../kernel/routes/route'

const [customers, tickets] = ORDER_SUB_TABLES as [SubTable, SubTable]

/** The one-to-many demo (订单管理): orders with their customers and tickets. */
export const orderRoutes: Route[] = [
  ...crudRoutes(jeecgOrderResource).map(bindingSubRows(ORDER_SUB_TABLES)),
  subRowsRoute(jeecgOrderResource, 'queryOrderCustomerListByMainId', customers),
  subRowsRoute(jeecgOrderResource, 'queryOrderTicketListByMainId', tickets),
]
