import { fieldKind, tableEntities, type EntityField, type EntitySchema } from '../../kernel/crud/entity-schemas'
import type { Database } from '../../kernel/db/database'
import type { SysUser } from '../../kernel/db/entities'
import type { Row } from '../../kernel/db/table'
import { created, dashlessUuid, HEAD_DEFAULTS } from './design'
import {
  createPhysicalTable,
  FIELD_DEFAULTS,
  fieldTable,
  headByTableName,
  heads,
  physicalTableList,
  type OnlField,
  type PhysicalColumn,
} from './store'
import { dataTable, tableExists } from '../../kernel/db/synced-tables'

/** A database table as an import reads it: its comment, its columns and, for a resource's table, its rows. */
interface DatabaseTable {
  tableName: string
  tableTxt: string
  columns: (PhysicalColumn & { dictField?: string })[]
  entity?: EntitySchema
}

/** The columns rows carry for the system, hidden from the list and the form of an imported table. */
const SYSTEM_COLUMNS = new Set(['id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code'])

const columnOf = (property: string) => property.replace(/([A-Z])/g, '_$1').toLowerCase()

/** The SQL type of a resource's column, as `DbTableUtil` names it in Online (`string`, `int`, `Date` …). */
const COLUMN_TYPES = {
  string: { dbType: 'string', dbLength: 255 },
  integer: { dbType: 'int', dbLength: 10 },
  number: { dbType: 'double', dbLength: 10 },
  boolean: { dbType: 'int', dbLength: 1 },
  date: { dbType: 'Date', dbLength: 0 },
  datetime: { dbType: 'Datetime', dbLength: 0 },
} as const

/** The widget an imported column starts with: date pickers for dates, a text input otherwise. */
const SHOW_TYPES: Record<string, string> = { Date: 'date', Datetime: 'datetime' }

/** The stored properties of an entity, secrets (`x-write-only`) left out as the resource's own answers leave them. */
const storedProperties = (entity: EntitySchema): [string, EntityField][] =>
  Object.entries(entity.properties).filter(([, property]) => !property['x-write-only'])

const resourceTable = (entity: EntitySchema): DatabaseTable => ({
  tableName: String(entity['x-table']),
  tableTxt: entity['x-label'] ?? entity.title,
  entity,
  columns: storedProperties(entity).map(([property, type]) => ({
    ...COLUMN_TYPES[fieldKind(type)],
    dbFieldName: columnOf(property),
    dbFieldTxt: type.title ?? columnOf(property),
    dbPointLength: 0,
    dbIsKey: property === 'id' ? 1 : 0,
    dbIsNull: entity.required?.includes(property) ? 0 : 1,
    dbDefaultVal: null,
    ...(type['x-dict'] ? { dictField: type['x-dict'] } : {}),
  })),
})

/** Every table of the backend: its resources' tables, and the tables online forms synced (their rows are there). */
function databaseTables(db: Database): Map<string, DatabaseTable> {
  const tables = new Map(tableEntities().map((entity) => [String(entity['x-table']), resourceTable(entity)]))
  for (const { tableName, columns } of physicalTableList(db))
    tables.set(tableName, { tableName, tableTxt: tableName, columns })
  return tables
}

/** `queryTables`: the tables no online form configures, by name. */
export function importableTables(db: Database): { id: string }[] {
  return [...databaseTables(db).keys()]
    .filter((tableName) => !headByTableName(db, tableName))
    .sort()
    .map((id) => ({ id }))
}

function fieldOf(column: DatabaseTable['columns'][number], orderNum: number): Omit<OnlField, 'id' | 'cgformHeadId'> {
  const system = SYSTEM_COLUMNS.has(column.dbFieldName)
  return {
    ...FIELD_DEFAULTS,
    ...column,
    fieldShowType: column.dictField ? 'list' : (SHOW_TYPES[column.dbType] ?? 'text'),
    isShowForm: system ? 0 : 1,
    isShowList: system ? 0 : 1,
    isReadOnly: column.dbIsKey,
    orderNum,
  }
}

/**
 * A resource's rows, by column name, become the online form's first rows. The built-in backend keeps an online form's
 * rows apart from its resources' (an online form never writes the backend's own records), so this is a copy.
 */
function copyRows(db: Database, tableName: string, entity: EntitySchema): void {
  const properties = storedProperties(entity).map(([property]) => property)
  for (const row of db.table<Row>(tableName).list())
    dataTable(db, tableName).insert(
      Object.fromEntries(properties.map((property) => [columnOf(property), row[property] ?? null])),
    )
}

/**
 * `transTables/{tbnames}`: a synced single-table head per named table, its fields read from the table's columns; a
 * name that is no table, or a table already configured, is skipped.
 */
export function importTables(db: Database, tableNames: string[], user: SysUser | null): void {
  const tables = databaseTables(db)
  for (const tableName of tableNames) {
    const table = tables.get(tableName)
    if (!table || headByTableName(db, tableName)) continue
    const head = heads(db).insert({
      ...HEAD_DEFAULTS,
      id: dashlessUuid(),
      tableName,
      tableTxt: table.tableTxt,
      isDbSynch: 'Y',
      queryMode: 'single',
      tableVersion: 1,
      copyType: 0,
      ...created(db, user),
    })
    table.columns.forEach((column, position) =>
      fieldTable(db).insert({ ...fieldOf(column, position + 1), cgformHeadId: String(head.id), ...created(db, user) }),
    )
    const stored = tableExists(db, tableName)
    createPhysicalTable(db, head)
    if (!stored && table.entity) copyRows(db, tableName, table.entity)
  }
}
