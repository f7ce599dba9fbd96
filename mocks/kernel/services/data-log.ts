import type { Database } from '../db/database'
import { formatDateTime } from '../db/time'
import type { Row } from '../db/table'

/** `sys_data_log`: the versions of records whose tables keep a data log. */
export const DATA_LOG_TABLE = 'sys_data_log'

export interface DataLogRow extends Row {
  dataTable: string
  dataId: string
  dataContent: string | null
  /** A string in JSON although the column is an int, as `SysDataLog.dataVersion` is declared. */
  dataVersion: string
  /** `json` (a whole record) or `comment` (a sentence of the comment feature). */
  type: string
}

const versionOf = (row: DataLogRow) => Number(row.dataVersion) || 0

/** Newest first (`create_time desc`); versions written within the same second by their number. */
export const newestFirst = (a: DataLogRow, b: DataLogRow) =>
  String(b.createTime).localeCompare(String(a.createTime)) || versionOf(b) - versionOf(a)

/**
 * `SysDataLogServiceImpl.addDataLog`: one more version of a record, the highest version of that record plus one,
 * starting at 0, holding the record as JSON.
 */
export function addDataLog(
  db: Database,
  entry: { table: string; id: string; content: Row; username: string | null },
): DataLogRow {
  const versions = db
    .table<DataLogRow>(DATA_LOG_TABLE)
    .list((row) => row.dataTable === entry.table && row.dataId === entry.id)
    .map(versionOf)
  const next = versions.length === 0 ? 0 : Math.max(...versions) + 1
  return db.table<DataLogRow>(DATA_LOG_TABLE).insert({
    dataTable: entry.table,
    dataId: entry.id,
    dataContent: JSON.stringify(entry.content),
    dataVersion: String(next),
    type: 'json',
    createBy: entry.username,
    createTime: formatDateTime(db.now()),
    updateBy: null,
    updateTime: null,
  })
}
