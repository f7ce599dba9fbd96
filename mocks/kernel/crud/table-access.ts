import type { Row } from '../db/table'
import type { RequestContext } from '../routes/route'
import { queryPermissionsByUser } from '../services/permissions'
import { entitySchema } from './entity-schemas'
import type { CrudResource } from './resource'
import { rowAccess } from './row-access'

type RowTest = (row: Row) => boolean

/** Table name → the resources whose data rules narrow its rows (several controllers may serve one table). */
const resourcesByTable = new Map<string, CrudResource[]>()

/** Called by `crudRoutes` for every resource it serves, so a table read by name finds the controllers behind it. */
export function registerTableResource(resource: CrudResource): void {
  if (resource.dataRulePage === undefined) return
  const table = entitySchema(resource.entity)['x-table']
  if (!table) return
  const known = resourcesByTable.get(table) ?? []
  if (!known.includes(resource)) resourcesByTable.set(table, [...known, resource])
}

/** Whether the user opens one of the pages whose data rules narrow the resource (a page per row counts as opened). */
function narrows(resource: CrudResource, opened: ReadonlySet<unknown>): boolean {
  const pages = resource.dataRulePage
  if (typeof pages === 'function') return true
  return (typeof pages === 'string' ? [pages] : (pages ?? [])).some((page) => opened.has(page))
}

/**
 * The rows of a table a user reaches when a dictionary reads it by name (`loadDict`, `getDictItems` with
 * `table,text,code`, `loadTreeData`): what the data rules (数据规则) of its controllers' pages let them list, so a
 * picker never offers a row the list hides; a row one of those controllers shows is reachable. A user who opens none
 * of the pages still reads the dictionary as a whole, as every signed-in user reads dictionaries (a finance clerk picks
 * the case of a bill without opening the case list).
 */
export function tableRowAccess(context: RequestContext, table: string): RowTest {
  const resources = resourcesByTable.get(table.trim()) ?? []
  const user = context.user
  if (resources.length === 0) return () => true
  if (!user) return () => false
  const opened = new Set(queryPermissionsByUser(context.db, user.id).map((menu) => menu.component))
  const tests = resources
    .filter((resource) => narrows(resource, opened))
    .map((resource) => rowAccess(resource, context))
  return tests.length === 0 ? () => true : (row) => tests.some((test) => test(row))
}

/**
 * A row of a table read by id on behalf of a record it belongs to (its approval trail): the row when one of its
 * controllers lets the user read it by its data rules (数据规则) — `queryById`'s rule, stricter than a dictionary's, so
 * a user who opens none of its pages reads none — and undefined otherwise. A table no controller narrows is read by all.
 */
export function readableRow(context: RequestContext, table: string, id: string): Row | undefined {
  const row = context.db.table<Row>(table).get(id)
  const resources = resourcesByTable.get(table) ?? []
  if (!row || resources.length === 0) return row
  return resources.some((resource) => rowAccess(resource, context)(row)) ? row : undefined
}
