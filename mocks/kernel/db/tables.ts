/**
 * Per-table facts the generic engine needs, mirroring the MyBatis-Plus annotations of the entity:
 * how ids are assigned and which column is a `@TableLogic` soft-delete flag. Tables not listed here
 * get the defaults (snowflake ids, physical delete), so a new entity needs no registration unless
 * it departs from them.
 */
export interface TableDefinition {
  /** `snowflake`: `ASSIGN_ID` strings; `manual`: the caller supplies the id (SysTenant's integer). */
  idType: 'snowflake' | 'manual'
  /** `@TableLogic` column: queries skip rows where it is 1 and deletes set it to 1. */
  logicDelete?: string
  /** Keep at most this many rows, dropping the oldest first (an append-only log that would otherwise grow forever). */
  maxRows?: number
}

/**
 * The operation log gains a row per login and per write, so a demo used for weeks would keep growing the stored
 * database (and the time to load it) without bound. 5,000 rows are months of a small office's activity: far more
 * than the log screen pages through or the dashboard's seven-day visit figures read, at about 2 MB stored.
 */
const OPERATION_LOG_LIMIT = 5000

const DEFAULT_DEFINITION: TableDefinition = { idType: 'snowflake' }

const DEFINITIONS: Record<string, TableDefinition> = {
  sys_user: { idType: 'snowflake', logicDelete: 'delFlag' },
  sys_dict: { idType: 'snowflake', logicDelete: 'delFlag' },
  sys_tenant: { idType: 'manual' },
  sys_announcement: { idType: 'snowflake', logicDelete: 'delFlag' },
  sys_log: { idType: 'snowflake', maxRows: OPERATION_LOG_LIMIT },
}

export function tableDefinition(name: string): TableDefinition {
  return DEFINITIONS[name] ?? DEFAULT_DEFINITION
}
