export type { Database, SeedDefinition } from './database'
export type * from './entities'
export {
  memoryPersistence,
  restoreState,
  type ChangeSet,
  type PersistedState,
  type Persistence,
  type TableChanges,
} from './persistence'
export type { QueryOptions, Row, RowId, Table } from './table'
