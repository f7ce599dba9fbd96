import type { Database } from '../../kernel/db/database'
import type { SysUser } from '../../kernel/db/entities'
import { formatDateTime } from '../../kernel/db/time'
import { omit } from '../../kernel/services/omit'
import { textOf } from '../../kernel/services/text'
import {
  FIELD_DEFAULTS,
  type OnlField,
  type OnlHead,
  type OnlIndex,
  createPhysicalTable,
  dropPhysicalTable,
  fieldTable,
  fieldsOf,
  findHead,
  headByTableName,
  heads,
  indexTable,
  indexesOf,
} from './store'
import { dataTable, tableExists } from '../../kernel/db/synced-tables'

/** `OnlCgformModel`: the designer's whole save (note the server's spelling `indexs`). */
export interface CgformModel {
  head: Partial<OnlHead>
  fields?: Partial<OnlField>[]
  indexs?: Partial<OnlIndex>[]
  deleteFieldIds?: string[]
  deleteIndexIds?: string[]
}

/** A lower-case column name: a letter, then letters, digits and underscores (what the designer lets through). */
export const COLUMN_NAME = /^[a-z][a-z0-9_]*$/

/** `UUIDGenerator.generate()`: a head id is a dashless UUID. */
export const dashlessUuid = () => crypto.randomUUID().replace(/-/g, '')

export const created = (db: Database, user: SysUser | null) => ({
  createBy: user?.username ?? null,
  createTime: formatDateTime(db.now()),
})
const updated = (db: Database, user: SysUser | null) => ({
  updateBy: user?.username ?? null,
  updateTime: formatDateTime(db.now()),
})

/** A refusal reason for a model's table and field names, or undefined. */
export function invalidModel(model: CgformModel): string | undefined {
  const tableName = model.head?.tableName ?? ''
  if (!model.head?.tableTxt) return '表描述不能为空'
  if (!COLUMN_NAME.test(tableName)) return `表名[${tableName}]不合法`
  const names = new Set<string>()
  for (const field of model.fields ?? []) {
    const name = field.dbFieldName ?? ''
    if (!COLUMN_NAME.test(name)) return `字段名[${name}]不合法`
    if (names.has(name)) return `字段名[${name}]重复`
    names.add(name)
  }
  return undefined
}

/** The designer sends flags as numbers or strings; the store keeps the entity's types. */
function normalizedField(field: Partial<OnlField>): Partial<OnlField> {
  const numbers = [
    'dbIsKey',
    'dbIsNull',
    'dbIsPersist',
    'dbLength',
    'dbPointLength',
    'isShowForm',
    'isShowList',
    'isQuery',
    'isReadOnly',
    'fieldLength',
  ] as const
  const copy: Record<string, unknown> = { ...field }
  for (const name of numbers)
    if (copy[name] !== undefined && copy[name] !== null && copy[name] !== '') copy[name] = Number(copy[name])
  for (const name of ['sortFlag', 'fieldMustInput'] as const)
    if (copy[name] !== undefined && copy[name] !== null) copy[name] = textOf(copy[name])
  if (typeof copy.dbFieldName === 'string') copy.dbFieldName = copy.dbFieldName.toLowerCase()
  return copy
}

/** A sub table's foreign key keeps its main table's `subTableStr` listing it. */
function linkSubTable(db: Database, sub: OnlHead, fields: Partial<OnlField>[]): void {
  const mainName = fields.find((field) => field.mainTable && field.mainField)?.mainTable
  const main = mainName ? headByTableName(db, mainName) : undefined
  if (!main || sub.tableType !== 3) return
  const names = (main.subTableStr ?? '').split(',').filter((name) => name && name !== sub.tableName)
  heads(db).update(main.id, { subTableStr: [...names, sub.tableName].join(',') })
}

function writeFields(db: Database, headId: string, fields: Partial<OnlField>[], user: SysUser | null): void {
  fields.forEach((raw, position) => {
    const field = normalizedField(raw)
    const stored = field.id ? fieldTable(db).get(field.id) : undefined
    if (stored && stored.cgformHeadId === headId) {
      fieldTable(db).update(stored.id, { ...field, orderNum: field.orderNum ?? position, ...updated(db, user) })
      return
    }
    const values = omit(field, 'id') as Partial<OnlField>
    fieldTable(db).insert({
      ...FIELD_DEFAULTS,
      dbFieldTxt: '',
      dbFieldName: '',
      ...values,
      cgformHeadId: headId,
      orderNum: field.orderNum ?? position,
      ...created(db, user),
    })
  })
}

function writeIndexes(db: Database, headId: string, indexes: Partial<OnlIndex>[], user: SysUser | null): void {
  const kept = new Set(indexes.map((index) => index.id).filter(Boolean))
  for (const stored of indexesOf(db, headId)) if (!kept.has(stored.id)) indexTable(db).update(stored.id, { delFlag: 1 })
  for (const index of indexes) {
    if (index.id && indexTable(db).get(index.id)) {
      indexTable(db).update(index.id, { ...index, isDbSynch: 'N' })
      continue
    }
    const values = omit(index, 'id') as Partial<OnlIndex>
    indexTable(db).insert({
      indexName: '',
      indexField: '',
      indexType: 'normal',
      ...values,
      cgformHeadId: headId,
      isDbSynch: 'N',
      delFlag: 0,
      ...created(db, user),
    })
  }
}

export const HEAD_DEFAULTS = {
  tableType: 1,
  isCheckbox: 'Y',
  isPage: 'Y',
  isTree: 'N',
  idType: 'UUID',
  relationType: null,
  subTableStr: null,
  tabOrderNum: null,
  treeParentIdField: null,
  treeIdField: null,
  treeFieldname: null,
  formCategory: 'temp',
  formTemplate: '1',
  scroll: 1,
  copyVersion: null,
  physicId: null,
  themeTemplate: 'normal',
  extConfigJson: null,
  isDesForm: 'N',
  desFormCode: null,
}

/** `addAll`: a new head (id, version 1, unsynced) with its fields and indexes; refused for a taken table name. */
export function addAll(db: Database, model: CgformModel, user: SysUser | null): string | undefined {
  const tableName = (model.head.tableName ?? '').toLowerCase()
  if (tableExists(db, tableName)) return `数据库表[${tableName}]已存在,请从数据库导入表单`
  if (headByTableName(db, tableName)) return `表名[${tableName}]已存在`
  const values = omit(model.head, 'id') as Partial<OnlHead>
  const head = heads(db).insert({
    ...HEAD_DEFAULTS,
    ...values,
    id: dashlessUuid(),
    tableName,
    tableType: Number(values.tableType ?? 1),
    themeTemplate: Number(values.tableType ?? 1) === 1 ? 'normal' : (values.themeTemplate ?? 'normal'),
    tabOrderNum: Number(values.tableType) === 3 ? (values.tabOrderNum ?? 1) : null,
    isDbSynch: 'N',
    queryMode: 'single',
    tableVersion: 1,
    copyType: 0,
    ...created(db, user),
  })
  writeFields(db, String(head.id), model.fields ?? [], user)
  writeIndexes(db, String(head.id), model.indexs ?? [], user)
  linkSubTable(db, head, model.fields ?? [])
  return undefined
}

/** `editAll`: the head and its fields (new ones inserted, `deleteFieldIds` removed), one version up, unsynced. */
export function editAll(db: Database, model: CgformModel, user: SysUser | null): string | undefined {
  const stored = model.head.id ? findHead(db, String(model.head.id)) : undefined
  if (!stored) return '实体不存在'
  const tableName = (model.head.tableName ?? stored.tableName).toLowerCase()
  if (tableName !== stored.tableName) {
    if (stored.tableVersion !== 1) return '表名在同步数据库后不能修改'
    if (headByTableName(db, tableName) || tableExists(db, tableName)) return `表名[${tableName}]已存在`
  }
  const head = heads(db).update(stored.id, {
    ...model.head,
    tableName,
    tableType: Number(model.head.tableType ?? stored.tableType),
    tableVersion: stored.tableVersion + 1,
    isDbSynch: 'N',
    ...updated(db, user),
  })!
  for (const id of model.deleteFieldIds ?? []) fieldTable(db).remove(id)
  writeFields(db, String(head.id), model.fields ?? [], user)
  writeIndexes(db, String(head.id), model.indexs ?? [], user)
  linkSubTable(db, head, model.fields ?? [])
  return undefined
}

/**
 * `doDbSynch`: `normal` alters the table and keeps its rows (a dropped column loses its values), `force` drops and
 * recreates it empty; either way the head is synced and the first sync moves version 1 to 2.
 */
export function syncTable(db: Database, head: OnlHead, method: 'normal' | 'force'): void {
  if (method === 'force') dropPhysicalTable(db, head.tableName)
  createPhysicalTable(db, head)
  const names = new Set(fieldsOf(db, String(head.id)).map((field) => field.dbFieldName))
  for (const row of dataTable(db, head.tableName).list()) {
    const gone = Object.keys(row).filter((name) => name !== 'id' && !names.has(name))
    if (gone.length)
      dataTable(db, head.tableName).update(row.id, Object.fromEntries(gone.map((name) => [name, undefined])))
  }
  indexTable(db).removeWhere((index) => index.cgformHeadId === head.id && index.delFlag === 1)
  indexTable(db).updateWhere((index) => index.cgformHeadId === head.id, { isDbSynch: 'Y' })
  heads(db).update(head.id, { isDbSynch: 'Y', tableVersion: head.tableVersion === 1 ? 2 : head.tableVersion })
}

/** `removeRecord` keeps the table; `delete` drops it too. Both unlink a sub table from its main table. */
export function removeHead(db: Database, head: OnlHead, dropTable: boolean): void {
  for (const main of heads(db).list((candidate) => (candidate.subTableStr ?? '').split(',').includes(head.tableName))) {
    const rest = (main.subTableStr ?? '').split(',').filter((name) => name && name !== head.tableName)
    heads(db).update(main.id, { subTableStr: rest.join(',') || null })
  }
  fieldTable(db).removeWhere((field) => field.cgformHeadId === head.id)
  indexTable(db).removeWhere((index) => index.cgformHeadId === head.id)
  heads(db).remove(head.id)
  if (dropTable && head.copyType !== 1) dropPhysicalTable(db, head.tableName)
}

/** `copyOnline`: a view of the table, named `<table>$<n>`, with copies of its fields. */
export function copyView(db: Database, head: OnlHead, user: SysUser | null): void {
  const count = heads(db).count((candidate) => candidate.physicId === head.id)
  const values = omit(head, 'id') as Partial<OnlHead>
  const view = heads(db).insert({
    ...values,
    id: dashlessUuid(),
    tableName: `${head.tableName}$${count + 1}`,
    copyType: 1,
    copyVersion: head.tableVersion,
    physicId: String(head.id),
    tableType: 1,
    isDbSynch: 'N',
    ...created(db, user),
  })
  for (const field of fieldsOf(db, String(head.id))) {
    fieldTable(db).insert({ ...omit(field, 'id'), cgformHeadId: String(view.id) })
  }
}
