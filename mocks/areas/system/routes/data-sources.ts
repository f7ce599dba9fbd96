import { crudActions } from '../../../kernel/crud/engine'
import { queryRows } from '../../../kernel/crud/query'
import { entitySchema } from '../../../kernel/crud/entity-schemas'
import { dataSourceResource } from '../resources/settings'
import { crudRoutes } from '../../../kernel/crud/routes'
import type { Row } from '../../../kernel/db/table'
import { decrypt } from '../../../kernel/services/cipher'
import { ok } from '../../../kernel/services/result'
import type { Route } from '../../../kernel/routes/route'

export const dataSourceRoutes: Route[] = [
  ...crudRoutes(dataSourceResource),
  {
    // Unlike the list, the edit form gets the password back in clear text.
    path: '/sys/dataSource/queryById',
    methods: ['GET'],
    handle(context) {
      const answer = crudActions.queryById(dataSourceResource, context)
      if (!answer.success) return answer
      const row = answer.result as Row
      return ok({ ...row, dbPassword: typeof row.dbPassword === 'string' ? decrypt(row.dbPassword) : row.dbPassword })
    },
  },
  {
    // Choices for data-source pickers: `{value: code, label, text}`.
    path: '/sys/dataSource/options',
    methods: ['GET'],
    handle(context) {
      const rows = queryRows(
        context.db.table('sys_data_source').list(),
        { schema: entitySchema('sys-data-source') },
        context.query,
      )
      if (!Array.isArray(rows)) return rows
      return ok(rows.map((row) => ({ value: row.code, label: row.name, text: row.name })))
    },
  },
]
