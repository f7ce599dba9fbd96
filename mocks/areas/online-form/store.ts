import type { Database } from '../../kernel/db/database'
import { dataTable, SYNCED_TABLE_LIST, tableExists } from '../../kernel/db/synced-tables'
import type { Row } from '../../kernel/db/table'

/** `onl_cgform_head`: one online form's table-level configuration. */
export interface OnlHead extends Row {
  tableName: string
  tableTxt: string
  /** 1 single, 2 main, 3 sub. */
  tableType: number
  tableVersion: number
  isCheckbox: string
  isDbSynch: string
  isPage: string
  isTree: string
  idType: string
  queryMode: string
  relationType: number | null
  subTableStr: string | null
  tabOrderNum: number | null
  treeParentIdField: string | null
  treeIdField: string | null
  treeFieldname: string | null
  formCategory: string
  formTemplate: string
  scroll: number
  copyType: number
  copyVersion: number | null
  physicId: string | null
  themeTemplate: string
  extConfigJson: string | null
  isDesForm: string
  desFormCode: string | null
}

/** `onl_cgform_field`: one column with its database, page, validation, dictionary and foreign-key properties. */
export interface OnlField extends Row {
  cgformHeadId: string
  dbFieldName: string
  dbFieldTxt: string
  dbFieldNameOld: string | null
  dbIsKey: number
  dbIsNull: number
  dbIsPersist: number
  dbType: string
  dbLength: number
  dbPointLength: number
  dbDefaultVal: string | null
  isShowForm: number
  isShowList: number
  isQuery: number
  isReadOnly: number
  sortFlag: string
  fieldShowType: string | null
  fieldLength: number | null
  queryMode: string
  fieldDefaultValue: string | null
  fieldExtendJson: string | null
  fieldHref: string | null
  fieldValidType: string | null
  fieldMustInput: string
  dictTable: string | null
  dictField: string | null
  dictText: string | null
  mainTable: string | null
  mainField: string | null
  orderNum: number
}

/** `onl_cgform_index`: deleted indexes keep `delFlag` 1 until the next sync drops them. */
export interface OnlIndex extends Row {
  cgformHeadId: string
  indexName: string
  indexField: string
  indexType: string
  isDbSynch: string
  delFlag: number
}

/** `onl_cgform_button`: a custom button of the list (style `button`/`link`) or the form (`form`). */
export interface OnlButton extends Row {
  cgformHeadId: string
  buttonCode: string
  buttonName: string
  buttonIcon: string | null
  buttonStatus: string
  buttonStyle: string
  optType: string
  exp: string | null
  orderNum: number
}

export const heads = (db: Database) => db.table<OnlHead>('onl_cgform_head')
export const fieldTable = (db: Database) => db.table<OnlField>('onl_cgform_field')
export const indexTable = (db: Database) => db.table<OnlIndex>('onl_cgform_index')
export const buttonTable = (db: Database) => db.table<OnlButton>('onl_cgform_button')

/** A head's enabled buttons of the given styles, in `order_num` order. */
export const enabledButtons = (db: Database, headId: string, styles: ReadonlySet<string>): OnlButton[] =>
  buttonTable(db)
    .list((button) => button.cgformHeadId === headId && button.buttonStatus === '1' && styles.has(button.buttonStyle))
    .sort((a, b) => a.orderNum - b.orderNum)

/** A column of a synced table as the database describes it: what importing the table reads back. */
export type PhysicalColumn = Pick<
  OnlField,
  'dbFieldName' | 'dbFieldTxt' | 'dbType' | 'dbLength' | 'dbPointLength' | 'dbIsKey' | 'dbIsNull' | 'dbDefaultVal'
>

/** A table a sync created, by name, with the columns of its last sync: the built-in backend runs no DDL. */
interface PhysicalTable extends Row {
  columns?: PhysicalColumn[]
}

const physicalTables = (db: Database) => db.table<PhysicalTable>(SYNCED_TABLE_LIST)

export const findHead = (db: Database, id: string): OnlHead | undefined => heads(db).get(id)

export const headByTableName = (db: Database, tableName: string): OnlHead | undefined =>
  heads(db).first((head) => head.tableName === tableName)

/** A head's fields in `order_num` order (`listByHeadId`). */
export const fieldsOf = (db: Database, headId: string): OnlField[] =>
  fieldTable(db)
    .list((field) => field.cgformHeadId === headId)
    .sort((a, b) => a.orderNum - b.orderNum)

export const indexesOf = (db: Database, headId: string): OnlIndex[] =>
  indexTable(db).list((index) => index.cgformHeadId === headId && index.delFlag !== 1)

/** Creates the head's table, or alters it to the head's fields. */
export function createPhysicalTable(db: Database, head: Pick<OnlHead, 'id' | 'tableName'>): void {
  const columns = fieldsOf(db, String(head.id)).map((field): PhysicalColumn => ({
    dbFieldName: field.dbFieldName,
    dbFieldTxt: field.dbFieldTxt,
    dbType: field.dbType,
    dbLength: field.dbLength,
    dbPointLength: field.dbPointLength,
    dbIsKey: field.dbIsKey,
    dbIsNull: field.dbIsNull,
    dbDefaultVal: field.dbDefaultVal,
  }))
  if (tableExists(db, head.tableName)) physicalTables(db).update(head.tableName, { columns })
  else physicalTables(db).insert({ id: head.tableName, columns })
}

/** The synced tables and their columns (a table created before columns were recorded has none). */
export const physicalTableList = (db: Database): { tableName: string; columns: PhysicalColumn[] }[] =>
  physicalTables(db)
    .list()
    .map((table) => ({ tableName: String(table.id), columns: table.columns ?? [] }))

export function dropPhysicalTable(db: Database, tableName: string): void {
  physicalTables(db).remove(tableName)
  dataTable(db, tableName).removeWhere(() => true)
}

/** The sub-table heads of a main table, in tab order (`subTableStr` lists them). */
export function subHeadsOf(db: Database, head: OnlHead): OnlHead[] {
  const names = (head.subTableStr ?? '').split(',').filter(Boolean)
  return names
    .map((name) => headByTableName(db, name))
    .filter((sub): sub is OnlHead => !!sub)
    .sort((a, b) => (a.tabOrderNum ?? 0) - (b.tabOrderNum ?? 0))
}

/** The field of a sub table that points at its main table (`mainTable` + `mainField` set). */
export const foreignKeyOf = (db: Database, sub: OnlHead, mainTable: string): OnlField | undefined =>
  fieldsOf(db, String(sub.id)).find((field) => field.mainTable === mainTable && !!field.mainField)

/** What a field the designer or the seed leaves out starts with: a nullable, listed and shown text column. */
export const FIELD_DEFAULTS = {
  dbFieldNameOld: null,
  dbIsKey: 0,
  dbIsNull: 1,
  dbIsPersist: 1,
  dbType: 'string',
  dbLength: 32,
  dbPointLength: 0,
  dbDefaultVal: null,
  isShowForm: 1,
  isShowList: 1,
  isQuery: 0,
  isReadOnly: 0,
  sortFlag: '0',
  fieldShowType: 'text',
  fieldLength: 120,
  queryMode: 'single',
  fieldDefaultValue: null,
  fieldExtendJson: null,
  fieldHref: null,
  fieldValidType: null,
  fieldMustInput: '0',
  dictTable: null,
  dictField: null,
  dictText: null,
  mainTable: null,
  mainField: null,
}
