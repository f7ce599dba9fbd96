import type { Database } from '../../kernel/db/database'
import { BPM_TABLES, type ActActivity, type ActInstance, type ActModel, type ActTask } from './seed'

/** The workflow tables, typed. */
export function bpmTables(db: Database) {
  return {
    models: db.table<ActModel>(BPM_TABLES.model),
    instances: db.table<ActInstance>(BPM_TABLES.instance),
    tasks: db.table<ActTask>(BPM_TABLES.task),
    activities: db.table<ActActivity>(BPM_TABLES.activity),
  }
}

/** A page of rows in the shape of MyBatis-Plus' `IPage`. */
export function page<T>(rows: T[], query: URLSearchParams) {
  const pageNo = Math.max(1, Number(query.get('pageNo') ?? 1))
  const pageSize = Math.max(1, Number(query.get('pageSize') ?? 10))
  return {
    records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: rows.length,
    size: pageSize,
    current: pageNo,
    pages: Math.ceil(rows.length / pageSize),
  }
}

/** A `*v*` like term of the list query (or none) against a value. */
export const like = (value: string, needle: string | null) => !needle || value.includes(needle.replace(/\*/g, ''))
