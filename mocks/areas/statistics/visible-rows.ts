import { schemaOf } from '../../kernel/crud/engine'
import type { CrudResource } from '../../kernel/crud/resource'
import { rowAccess } from '../../kernel/crud/row-access'
import type { Row } from '../../kernel/db/table'
import type { RequestContext } from '../../kernel/routes/route'

/**
 * The rows of one agency table a statistics figure may count for the signed-in user: those its list shows them.
 * A user whose roles do not open the list (its menu) counts none of it; one who may open it counts the rows its
 * data rules leave, so jeecg's case figures are their own cases, a department manager's their department's and the
 * administrator's the firm's.
 */
export function visibleRows(context: RequestContext, resource: CrudResource): Row[] {
  return context.db.table<Row>(schemaOf(resource)['x-table']!).list(rowAccess(resource, context))
}
