import type { Database } from './database'
import type { Row } from './table'

/**
 * Tables created at run time by a sync (an online form's 同步数据库): the built-in backend runs no DDL, so it records
 * each synced table by name in `onl_cgform_physical_table` and keeps its rows apart. The SQL helpers read them as the
 * real server's SQL would read the table.
 */
export const SYNCED_TABLE_LIST = 'onl_cgform_physical_table'

/** A stored data row: lower-cased column names, as the real server's row maps. */
export type DataRow = Row & Record<string, unknown>

/**
 * The rows of a synced table. Named apart from the backend's own tables, so an online form called `sys_user` can
 * never reach the real users.
 */
export const dataTable = (db: Database, tableName: string) => db.table<DataRow>(`onl_data$${tableName}`)

export const tableExists = (db: Database, tableName: string): boolean => !!db.table(SYNCED_TABLE_LIST).get(tableName)
