import type { Database } from '../../kernel/db/database'
import type { SysUser } from '../../kernel/db/entities'
import { failure, ok, okMessage, plain } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import type { Route } from '../../kernel/routes/route'
import { addAll, copyView, editAll, invalidModel, removeHead, syncTable, type CgformModel } from './design'
import { importableTables, importTables } from './import-tables'
import { fieldsOf, findHead, headByTableName, heads, indexesOf, type OnlHead } from './store'
import { tableExists } from '../../kernel/db/synced-tables'

const NO_ENTITY = '实体不存在'

/** `head/list` filters: QueryGenerator's `*x*` like on the text columns, equality on the rest. */
function headMatches(head: OnlHead, query: URLSearchParams): boolean {
  for (const name of ['tableName', 'tableTxt', 'tableType', 'copyType', 'physicId'] as const) {
    const wanted = query.get(name)?.trim()
    if (!wanted) continue
    const stored = String(head[name] ?? '')
    const matches =
      wanted.startsWith('*') && wanted.endsWith('*') && wanted.length > 1
        ? stored.toLowerCase().includes(wanted.slice(1, -1).toLowerCase())
        : stored === wanted
    if (!matches) return false
  }
  return true
}

/** `head/list`: a MyBatis-Plus page of heads, newest first, with `hascopy` on originals (`code: 0`). */
function headPage(db: Database, query: URLSearchParams) {
  const all = heads(db)
    .list((head) => headMatches(head, query))
    .sort((a, b) => textOf(b.createTime ?? '').localeCompare(textOf(a.createTime ?? '')))
  const size = Math.max(1, Number(query.get('pageSize')) || 10)
  const current = Math.max(1, Number(query.get('pageNo')) || 1)
  const records = all.slice((current - 1) * size, current * size).map((head) => ({
    ...head,
    ...(head.copyType === 0 ? { hascopy: heads(db).count((view) => view.physicId === head.id) > 0 ? 1 : 0 } : {}),
  }))
  return { records, total: all.length, size, current, pages: Math.ceil(all.length / size) }
}

/** `queryTables` lists the database's tables to administrators only: the user holds the role coded `admin`. */
function isAdmin(db: Database, user: SysUser | null): boolean {
  if (!user) return false
  const roleIds = new Set(
    db
      .table('sys_user_role')
      .list((link) => link.userId === user.id)
      .map((link) => link.roleId),
  )
  return db.table('sys_role').count((role) => roleIds.has(role.id) && role.roleCode === 'admin') > 0
}

const HEAD = '/online/cgform/head'
const API = '/online/cgform/api'

/** The 表单开发 designer's calls: heads, their fields and indexes, whole saves, syncs, views and removals. */
export const designerRoutes: Route[] = [
  { path: `${HEAD}/list`, methods: ['GET'], handle: ({ db, query }) => plain(headPage(db, query)) },
  {
    path: `${HEAD}/queryById`,
    methods: ['GET'],
    handle: ({ db, query }) => {
      const head = findHead(db, query.get('id') ?? '')
      return head ? plain(head) : failure(NO_ENTITY)
    },
  },
  {
    path: `${HEAD}/edit`,
    methods: ['PUT'],
    async handle({ db, body }) {
      const values = await body<Partial<OnlHead>>()
      const head = values.id ? findHead(db, String(values.id)) : undefined
      if (!head) return failure(NO_ENTITY)
      heads(db).update(head.id, { ...values, tableName: head.tableName })
      return okMessage('修改成功!')
    },
  },
  {
    path: `${HEAD}/delete`,
    methods: ['DELETE'],
    handle: ({ db, query }) => {
      const head = findHead(db, query.get('id') ?? '')
      if (!head) return failure(NO_ENTITY)
      removeHead(db, head, true)
      return okMessage('删除成功!')
    },
  },
  {
    path: `${HEAD}/removeRecord`,
    methods: ['DELETE'],
    handle: ({ db, query }) => {
      const head = findHead(db, query.get('id') ?? '')
      if (!head) return failure(NO_ENTITY)
      removeHead(db, head, false)
      return okMessage('移除成功!')
    },
  },
  {
    path: `${HEAD}/deleteBatch`,
    methods: ['DELETE'],
    handle: ({ db, query }) => {
      const dropTables = query.get('flag') === '1'
      for (const id of (query.get('ids') ?? '').split(',').filter(Boolean)) {
        const head = findHead(db, id)
        if (head) removeHead(db, head, dropTables)
      }
      return okMessage('删除成功!')
    },
  },
  {
    path: `${HEAD}/copyOnline`,
    methods: ['POST'],
    handle: ({ db, query, user }) => {
      const head = findHead(db, query.get('code') ?? '')
      if (!head) return failure(NO_ENTITY)
      copyView(db, head, user)
      return ok(null)
    },
  },
  {
    path: `${HEAD}/queryTables`,
    methods: ['GET'],
    handle: ({ db, user }) => (isAdmin(db, user) ? ok(importableTables(db)) : failure('noadminauth')),
  },
  {
    path: `${HEAD}/transTables/:tbnames`,
    methods: ['POST'],
    handle: ({ db, params, user }) => {
      importTables(db, params.tbnames.split(',').filter(Boolean), user)
      return okMessage('同步完成!')
    },
  },
  {
    path: '/online/cgform/field/listByHeadId',
    methods: ['GET'],
    handle: ({ db, query }) => ok(fieldsOf(db, query.get('headId') ?? '')),
  },
  {
    path: '/online/cgform/index/listByHeadId',
    methods: ['GET'],
    handle: ({ db, query }) => ok(indexesOf(db, query.get('headId') ?? '')),
  },
  {
    path: `${API}/checkOnlyTable`,
    methods: ['GET'],
    handle: ({ db, query }) => {
      const name = (query.get('tbname') ?? '').toLowerCase()
      const holder = headByTableName(db, name)
      const taken = (holder && String(holder.id) !== query.get('id')) || (!holder && tableExists(db, name))
      return ok(taken ? -1 : 1)
    },
  },
  {
    path: `${API}/addAll`,
    methods: ['POST'],
    async handle({ db, body, user }) {
      const model = await body<CgformModel>()
      const refused = invalidModel(model) ?? addAll(db, model, user)
      return refused ? failure(refused) : okMessage('添加成功')
    },
  },
  {
    path: `${API}/editAll`,
    methods: ['PUT'],
    async handle({ db, body, user }) {
      const model = await body<CgformModel>()
      const refused = invalidModel(model) ?? editAll(db, model, user)
      return refused ? failure(refused) : okMessage('全部修改成功')
    },
  },
  {
    path: `${API}/doDbSynch/:code/:synMethod`,
    methods: ['POST'],
    handle: ({ db, params }) => {
      const head = findHead(db, params.code)
      if (!head) return failure('同步数据库失败，实体不存在')
      if (params.synMethod !== 'normal' && params.synMethod !== 'force')
        return failure('同步数据库失败，同步方式不正确')
      syncTable(db, head, params.synMethod)
      return okMessage('同步数据库成功!')
    },
  },
]
