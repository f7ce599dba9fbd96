import { dictItemResource, dictResource } from '../resources/dict'
import { crudRoutes } from '../../../kernel/crud/routes'
import type { Row } from '../../../kernel/db/table'
import { columnToField } from '../../../kernel/services/sql-filter'
import { failure, okMessage, plain } from '../../../kernel/services/result'
import { sqlTableRows } from '../../../kernel/services/sql-tables'
import { tableRowAccess } from '../../../kernel/crud/table-access'
import type { Route } from '../../../kernel/routes/route'
import { textOf } from '../../../kernel/services/text'

/** `loadTreeData`'s `condition`: a JSON object of column → value equalities (or empty). */
function conditionOf(text: string | null): Record<string, unknown> | null {
  if (text === null || text.trim() === '') return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

const isRootPid = (value: unknown) => value === null || value === undefined || value === '' || value === '0'

export const dictAdminRoutes: Route[] = [
  ...crudRoutes(dictResource),
  ...crudRoutes(dictItemResource),
  {
    // `SysDictTree`: every dictionary with key/title for the tree on the left of some screens.
    path: '/sys/dict/treeList',
    methods: ['GET'],
    handle(context) {
      return plain(
        context.db
          .table('sys_dict')
          .list()
          .map((dict) => ({ ...dict, key: dict.id, title: dict.dictName })),
      )
    },
  },
  {
    // The recycle bin: dictionaries deleted (flagged) but not yet purged.
    path: '/sys/dict/deleteList',
    methods: ['GET'],
    handle(context) {
      return plain(context.db.table('sys_dict').list((dict) => dict.delFlag === 1, { includeDeleted: true }))
    },
  },
  {
    path: '/sys/dict/deletePhysic/:id',
    methods: ['DELETE'],
    permission: dictResource.permissions?.delete,
    handle(context) {
      const { id } = context.params
      context.db.table('sys_dict').purgeWhere((dict) => dict.id === id)
      context.db.table('sys_dict_item').purgeWhere((item) => item.dictId === id)
      return okMessage('删除成功!')
    },
  },
  {
    path: '/sys/dict/back/:id',
    methods: ['PUT'],
    permission: dictResource.permissions?.edit,
    handle(context) {
      context.db
        .table('sys_dict')
        .updateWhere((dict) => dict.id === context.params.id, { delFlag: 0 }, { includeDeleted: true })
      return okMessage('操作成功!')
    },
  },
  {
    // The item form's check: an item value may appear once per dictionary.
    path: '/sys/dictItem/dictItemCheck',
    methods: ['GET'],
    handle(context) {
      const dictId = context.query.get('dictId')
      const value = context.query.get('itemValue')
      const id = context.query.get('id')
      const taken = context.db
        .table('sys_dict_item')
        .first((item) => item.dictId === dictId && item.itemValue === value && item.id !== id)
      return taken ? failure('该值不可用，系统中已存在！') : okMessage('该值可用！')
    },
  },
  {
    // Signed. `TreeSelectModel` nodes of any self-referencing table; Jackson names `isLeaf()` `leaf`. Only the rows
    // the user's data rules let them list.
    path: '/sys/dict/loadTreeData',
    methods: ['GET'],
    handle(context) {
      const tableName = context.requiredParam('tableName')
      const text = columnToField(context.requiredParam('text'))
      const code = columnToField(context.requiredParam('code'))
      const pidField = columnToField(context.requiredParam('pidField'))
      const hasChildField = context.requiredParam('hasChildField')
      const pid = context.requiredParam('pid')
      const condition = conditionOf(context.query.get('condition'))
      if (condition === null) return failure('组件JTreeSelect-condition传值有误，需要一个json字符串!')
      const stored = sqlTableRows(context.db, tableName)
      if (!stored) return failure(`操作失败，Table '${tableName}' doesn't exist`)
      const rows = stored.filter(tableRowAccess(context, tableName))
      const matches = (row: Row) =>
        Object.entries(condition).every(([column, value]) => textOf(row[columnToField(column)]) === String(value))
      const children = rows.filter(
        (row) => (isRootPid(pid) ? isRootPid(row[pidField]) : String(row[pidField]) === pid) && matches(row),
      )
      const hasChild = hasChildField === '' ? null : columnToField(hasChildField)
      return plain(
        children.map((row) => ({
          key: String(row[code]),
          title: row[text],
          leaf: hasChild
            ? String(row[hasChild]) !== '1'
            : !rows.some((other) => String(other[pidField]) === String(row.id)),
          icon: null,
          parentId: row[pidField],
          value: String(row[code]),
          code: row.code ?? null,
          children: null,
        })),
      )
    },
  },
]
