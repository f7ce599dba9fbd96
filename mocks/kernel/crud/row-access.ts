import type { Row } from '../db/table'
import type { RequestContext } from '../routes/route'
import { queryPermissionsByUser } from '../services/permissions'
import { dataRuleFilter } from './data-rules'
import { entitySchema } from './entity-schemas'
import type { CrudResource } from './resource'

type RowTest = (row: Row) => boolean

const everyRow: RowTest = () => true
const noRow: RowTest = () => false

/**
 * The rows of a resource the signed-in user reaches, on every path that reads or writes one (list, export, queryById,
 * edit, delete, sub-rows, the statistics): `@PermissionData(pageComponent)` on each of the controller's methods.
 * Of the pages a controller serves (a management page and a personal one, 案件分配 and 我的案件任务), the first one the
 * user's roles open gives the data rules (数据规则) in force. A user who opens none of them reaches no row, as the
 * statistics count none for them, unless the resource is read without its menu (the user list behind every picker).
 * Built once per call: a list of 100,000 rows looks the grants up once per page it meets.
 */
export function rowAccess(resource: CrudResource, context: RequestContext): RowTest {
  const pagesOf = resource.dataRulePage
  if (pagesOf === undefined) return everyRow
  const user = context.user
  if (!user) return noRow
  const opened = new Set(queryPermissionsByUser(context.db, user.id).map((menu) => menu.component))
  const schema = entitySchema(resource.entity)
  const built = new Map<string, RowTest>()
  const testOf = (pages: string | readonly string[] | undefined): RowTest => {
    const candidates = pages === undefined ? [] : typeof pages === 'string' ? [pages] : pages
    const key = candidates.join('|')
    let test = built.get(key)
    if (!test) {
      const page = candidates.find((candidate) => opened.has(candidate))
      test = page ? dataRuleFilter(context, page, schema) : resource.readableWithoutMenu ? everyRow : noRow
      built.set(key, test)
    }
    return test
  }
  if (typeof pagesOf !== 'function') return testOf(pagesOf)
  return (row) => testOf(pagesOf(row))(row)
}

/** A stored row by id, or undefined when there is none or the user's data rules keep it from them. */
export function reachableRow(resource: CrudResource, context: RequestContext, id: string): Row | undefined {
  const row = context.db.table<Row>(entitySchema(resource.entity)['x-table']!).get(id)
  return row && rowAccess(resource, context)(row) ? row : undefined
}
