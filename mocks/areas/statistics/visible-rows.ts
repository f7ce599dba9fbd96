import { dataRuleFilter } from '../../kernel/crud/data-rules'
import { dataRulePageOf, schemaOf } from '../../kernel/crud/engine'
import type { CrudResource } from '../../kernel/crud/resource'
import type { Row } from '../../kernel/db/table'
import { queryPermissionsByUser } from '../../kernel/services/permissions'
import type { RequestContext } from '../../kernel/routes/route'

/**
 * The rows of one agency table a statistics figure may count for the signed-in user: those its list shows them.
 * A user whose roles do not open the list (its menu) counts none of it; one who may open it counts the rows its
 * data rules leave (`@PermissionData` of the list's page component), so jeecg's case figures are their own cases
 * and the administrator's are the firm's.
 */
export function visibleRows(context: RequestContext, resource: CrudResource): Row[] {
  const user = context.user
  const page = dataRulePageOf(resource, context)
  if (!user || !page) return []
  const opensList = queryPermissionsByUser(context.db, user.id).some((menu) => menu.component === page)
  if (!opensList) return []
  const schema = schemaOf(resource)
  return context.db.table<Row>(schema['x-table']!).list(dataRuleFilter(context, page, schema))
}
