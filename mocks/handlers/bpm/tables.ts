import type { Database } from '../../db/database'
import { BPM_TABLES, seedBpm, type ActActivity, type ActInstance, type ActModel, type ActTask } from '../../seed/bpm'

const SEEDED_KEY = 'bpm:seeded'

/** The workflow tables are seeded on first use, so the shared seed needs no knowledge of them. */
export function bpmTables(db: Database) {
  if (db.kv.get(SEEDED_KEY) === undefined) {
    seedBpm(db)
    db.kv.set(SEEDED_KEY, '1')
  }
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
  return { records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, size: pageSize, current: pageNo, pages: Math.ceil(rows.length / pageSize) }
}

/** A `*v*` like term of the list query (or none) against a value. */
export const like = (value: string, needle: string | null) => !needle || value.includes(needle.replace(/\*/g, ''))
