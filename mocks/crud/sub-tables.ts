import type { Row } from '../db/table'
import type { RequestContext } from '../handlers/route'
import { createdStamp } from './audit'
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

const rowsIn = (body: Record<string, unknown>, sub: SubTable): Record<string, unknown>[] => {
  const rows = body[sub.listKey]
  return Array.isArray(rows)
    ? rows.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object')
    : []
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
 * main row; a row keeps the id it came with (MyBatis-Plus assigns one only when it is empty).
 */
export function replaceSubRows(
  context: RequestContext,
  subs: readonly SubTable[],
  mainId: string,
  body: Record<string, unknown>,
): void {
  for (const sub of subs) {
    const table = tableOf(context, sub)
    table.purgeWhere((row) => row[sub.foreignKey] === mainId)
    const schema = entitySchema(sub.entity)
    const empty = Object.fromEntries(Object.keys(schema.properties).map((name) => [name, null]))
    for (const row of rowsIn(body, sub)) {
      const { values } = validateBody(schema, row, { generated: [sub.foreignKey] })
      const id = typeof row.id === 'string' && row.id !== '' && !table.get(row.id) ? row.id : context.db.nextId()
      table.insert({ ...empty, ...values, ...createdStamp(context), id, [sub.foreignKey]: mainId })
    }
  }
}

/** `delMain` / `delBatchMain`: the sub-rows go with their main rows. */
export function removeSubRows(context: RequestContext, subs: readonly SubTable[], mainIds: readonly string[]): void {
  for (const sub of subs) tableOf(context, sub).purgeWhere((row) => mainIds.includes(String(row[sub.foreignKey])))
}
