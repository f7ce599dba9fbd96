import type { Database } from '../db/database'
import type { Row } from '../db/table'
import { dataTable, tableExists } from '../db/synced-tables'
import { columnToField } from './sql-filter'

/**
 * The rows `select … from <tableName>` reads on the built-in backend, keyed by property name (`create_time` →
 * `createTime`) as the SQL helpers expect: the backend's own table when it has one, else the table an online form
 * synced (stored by column name), else undefined (no such table).
 */
export function sqlTableRows(db: Database, tableName: string, includeDeleted = false): Row[] | undefined {
  if (db.tableNames().includes(tableName)) return db.table<Row>(tableName).list(undefined, { includeDeleted })
  if (!tableExists(db, tableName)) return undefined
  return dataTable(db, tableName)
    .list()
    .map(
      (row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [columnToField(column), value])) as Row,
    )
}
