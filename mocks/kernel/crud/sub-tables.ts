import type { Row } from '../db/table'
import type { RequestContext } from '../routes/route'
import { createdStamp, updatedStamp } from './audit'
import { entitySchema } from './entity-schemas'
import { validateBody } from './validate'

/** One sub-table of a one-to-many screen: the body key its rows travel under and the column naming the main row. */
export interface SubTable {
  /** Body key of the rows on add and edit (`jeecgOrderCustomerList`). */
  listKey: string
  /** `$id` of the row entity; its `x-table` names the table. */
  entity: string
  /** The column holding the main row's id (`orderId`). */
  foreignKey: string
}

const tableOf = (context: RequestContext, sub: SubTable) => context.db.table<Row>(entitySchema(sub.entity)['x-table']!)

type BodyRow = Record<string, unknown>

/**
 * What a table form sends for a table that reports its changes (the editable table's `sendChanges`): rows to
 * insert, rows to update and ids to delete, in place of the whole list.
 */
interface ChangeReport {
  added: BodyRow[]
  changed: BodyRow[]
  removedIds: string[]
}

const rowsOfList = (rows: unknown): BodyRow[] =>
  Array.isArray(rows) ? rows.filter((row): row is BodyRow => !!row && typeof row === 'object') : []

function changeReportOf(value: unknown): ChangeReport | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const { added, changed, removedIds } = value as Record<string, unknown>
  if (!Array.isArray(removedIds)) return undefined
  return { added: rowsOfList(added), changed: rowsOfList(changed), removedIds: removedIds.map(String) }
}

/** The rows the body sends for a sub-table: its list, or the added and changed rows of its change report. */
const rowsIn = (body: Record<string, unknown>, sub: SubTable): BodyRow[] => {
  const report = changeReportOf(body[sub.listKey])
  return report ? [...report.added, ...report.changed] : rowsOfList(body[sub.listKey])
}

/** Jackson's binding of the sub-rows: the first value that cannot bind, as its message. */
export function subRowProblem(subs: readonly SubTable[], body: Record<string, unknown>): string | undefined {
  for (const sub of subs) {
    for (const row of rowsIn(body, sub)) {
      // The main row's id is not known yet on add: the foreign key is the server's to fill in.
      const { error } = validateBody(entitySchema(sub.entity), row, { generated: [sub.foreignKey] })
      if (error) return error
    }
  }
  return undefined
}

/** The rows of one main row, oldest first, as the `…ByMainId` queries answer them. */
export function subRows(context: RequestContext, sub: SubTable, mainId: string): Row[] {
  return tableOf(context, sub).list((row) => row[sub.foreignKey] === mainId)
}

/**
 * `saveMain` / `updateMain`: the main row's sub-rows are deleted and the body's inserted again, each tied to the
 * main row; a row keeps the id it came with (MyBatis-Plus assigns one only when it is empty). A sub-table sent as a
 * change report is applied instead: its removed ids deleted, its changed rows updated, its added rows inserted, the
 * rows it does not name left as they are.
 */
export function replaceSubRows(
  context: RequestContext,
  subs: readonly SubTable[],
  mainId: string,
  body: Record<string, unknown>,
): void {
  for (const sub of subs) {
    const table = tableOf(context, sub)
    const schema = entitySchema(sub.entity)
    const ofMain = (row: Row) => row[sub.foreignKey] === mainId
    const bound = (row: BodyRow) => validateBody(schema, row, { generated: [sub.foreignKey] }).values
    const insert = (row: BodyRow) => {
      const empty = Object.fromEntries(Object.keys(schema.properties).map((name) => [name, null]))
      const id = typeof row.id === 'string' && row.id !== '' && !table.get(row.id) ? row.id : context.db.nextId()
      table.insert({ ...empty, ...bound(row), ...createdStamp(context), id, [sub.foreignKey]: mainId })
    }
    const report = changeReportOf(body[sub.listKey])
    if (!report) {
      table.purgeWhere(ofMain)
      rowsIn(body, sub).forEach(insert)
      continue
    }
    table.purgeWhere((row) => ofMain(row) && report.removedIds.includes(String(row.id)))
    for (const row of report.changed) {
      const stored = table.get(String(row.id))
      if (stored && ofMain(stored)) table.update(stored.id, { ...bound(row), ...updatedStamp(context) })
    }
    report.added.forEach(insert)
  }
}

/** `delMain` / `delBatchMain`: the sub-rows go with their main rows. */
export function removeSubRows(context: RequestContext, subs: readonly SubTable[], mainIds: readonly string[]): void {
  for (const sub of subs) tableOf(context, sub).purgeWhere((row) => mainIds.includes(String(row[sub.foreignKey])))
}
