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
}

const DEFAULT_DEFINITION: TableDefinition = { idType: 'snowflake' }

const DEFINITIONS: Record<string, TableDefinition> = {
  sys_user: { idType: 'snowflake', logicDelete: 'delFlag' },
  sys_dict: { idType: 'snowflake', logicDelete: 'delFlag' },
  sys_tenant: { idType: 'manual' },
  sys_announcement: { idType: 'snowflake', logicDelete: 'delFlag' },
}

export function tableDefinition(name: string): TableDefinition {
  return DEFINITIONS[name] ?? DEFAULT_DEFINITION
}
