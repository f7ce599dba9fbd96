import { BILL_LINES, iprBillResource } from './resources/ipr-bill'
import { iprInvoiceResource } from './resources/ipr-invoice'
import { iprReceiptResource } from './resources/ipr-receipt'
import { iprRefundResource } from './resources/ipr-refund'
import { iprRequisitionResource } from './resources/ipr-requisition'
import { crudRoutes } from '../../kernel/crud/routes'
import { subRowsRoute } from '../../kernel/crud/sub-table-routes'
import type { Route } from '../../kernel/routes/route'

/** The firm's money: bills and their lines, receipts, invoices, requisitions and refunds. */
export const financeRoutes: Route[] = [
  ...crudRoutes(iprBillResource),
  subRowsRoute(iprBillResource, 'queryLineListByMainId', BILL_LINES),
  ...crudRoutes(iprReceiptResource),
  ...crudRoutes(iprInvoiceResource),
  ...crudRoutes(iprRequisitionResource),
  ...crudRoutes(iprRefundResource),
]
