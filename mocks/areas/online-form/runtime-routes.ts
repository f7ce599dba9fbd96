import { failure, ok, okMessage, plain, result } from '../../kernel/services/result'
import type { Route } from '../../kernel/routes/route'
import { onlineColumns, onlineFormItem, onlineQueryInfo } from './config'
import { tableReachOf } from './dict-options'
import { exportRows, importRows } from './excel'
import { onlineRowAccess } from './row-access'
import { deleteRecords, insertRecord, onlineData, onlineRecord, onlineTreeData, updateRecord } from './rows'
import { buttonTable, findHead, type OnlHead } from './store'

const API = '/online/cgform/api'
const NO_ENTITY = '实体不存在'

/** A head whose table has never been synced (a view reads its original's table). */
const unsynced = (head: OnlHead) => head.isDbSynch !== 'Y' && head.copyType !== 1

/** `NO_DB_SYNC`, as 3.6 answers a list or form call for an unsynced table. */
const NO_DB_SYNC = () => result({ success: false, code: 500, message: 'NO_DB_SYNC' })

/**
 * `OnlCgformApiController`: what the auto list and form call. getColumns, getData, getFormItem and the form POST
 * answer `code: 0` (`new Result()`), the others `code: 200` (`Result.ok`), as the real controller does.
 */
export const runtimeRoutes: Route[] = [
  {
    path: `${API}/getColumns/:code`,
    methods: ['GET'],
    handle: (context) => {
      const head = findHead(context.db, context.params.code)
      if (!head) return failure(NO_ENTITY)
      return unsynced(head) ? NO_DB_SYNC() : plain(onlineColumns(context.db, head, tableReachOf(context)))
    },
  },
  {
    path: `${API}/getData/:code`,
    methods: ['GET'],
    handle: (context) => {
      const head = findHead(context.db, context.params.code)
      if (!head) return failure(NO_ENTITY)
      if (unsynced(head)) return NO_DB_SYNC()
      return plain(onlineData(context.db, head, context.query, onlineRowAccess(context, head)))
    },
  },
  {
    path: `${API}/getTreeData/:code`,
    methods: ['GET'],
    handle: (context) => {
      const head = findHead(context.db, context.params.code)
      if (!head) return failure(NO_ENTITY)
      if (unsynced(head)) return NO_DB_SYNC()
      return plain(onlineTreeData(context.db, head, context.query, onlineRowAccess(context, head)))
    },
  },
  {
    path: `${API}/getQueryInfo/:code`,
    methods: ['GET'],
    handle: ({ db, params }) => {
      const head = findHead(db, params.code)
      return head ? ok(onlineQueryInfo(db, head)) : failure(NO_ENTITY)
    },
  },
  {
    path: `${API}/getFormItem/:code`,
    methods: ['GET'],
    handle: (context) => {
      const head = findHead(context.db, context.params.code)
      return head ? plain(onlineFormItem(context.db, head, tableReachOf(context))) : failure(NO_ENTITY)
    },
  },
  {
    path: `${API}/form/:code/:id`,
    methods: ['GET', 'DELETE'],
    handle: ({ db, params, request }) => {
      const head = findHead(db, params.code)
      if (!head) return failure(NO_ENTITY)
      if (request.method === 'DELETE') {
        // `{ids}`: comma-separated row ids.
        deleteRecords(db, head, params.id.split(',').filter(Boolean))
        return okMessage('删除成功!')
      }
      const record = onlineRecord(db, head, params.id)
      return record ? ok(record) : failure('数据不存在')
    },
  },
  {
    path: `${API}/form/:code`,
    methods: ['POST', 'PUT'],
    async handle({ db, params, body, user, request }) {
      const head = findHead(db, params.code)
      if (!head) return failure(NO_ENTITY)
      if (request.method === 'PUT')
        return updateRecord(db, head, await body(), user) ? okMessage('修改成功！') : failure('修改失败，数据不存在')
      if (unsynced(head)) return failure('保存失败，NO_DB_SYNC')
      return result({ message: '添加成功!', result: insertRecord(db, head, await body(), user) })
    },
  },
  {
    // The real server runs the SQL or Java enhancement bound to the code on the rows; the built-in one runs none,
    // so it checks what it would run on and answers as the server does when the enhancement succeeds.
    path: `${API}/doButton`,
    methods: ['POST'],
    async handle({ db, body }) {
      const { formId, buttonCode, dataId, uiFormData } = await body<{
        formId?: string
        buttonCode?: string
        dataId?: string
        uiFormData?: Record<string, unknown>
      }>()
      const head = findHead(db, String(formId ?? ''))
      if (!head) return failure(NO_ENTITY)
      const button = buttonTable(db).first(
        (candidate) => candidate.cgformHeadId === head.id && candidate.buttonCode === buttonCode,
      )
      if (!button || button.optType !== 'action') return failure(`按钮[${buttonCode ?? ''}]没有可执行的增强`)
      // A form button sends the values typed so far, of a row not saved yet perhaps; a list button the rows chosen.
      if (!uiFormData && !String(dataId ?? '').trim()) return failure('请先选中一条记录')
      return okMessage('执行成功!')
    },
  },
  {
    path: `${API}/exportXls/:code`,
    methods: ['GET'],
    handle: (context) => {
      const head = findHead(context.db, context.params.code)
      if (!head) return failure(NO_ENTITY)
      const rows = onlineRowAccess(context, head)
      return exportRows(context.db, head, context.query, context.user, rows, tableReachOf(context))
    },
  },
  {
    path: `${API}/importXls/:code`,
    methods: ['POST'],
    handle: (context) => {
      const head = findHead(context.db, context.params.code)
      return head
        ? importRows(context.db, head, context.request, context.user, tableReachOf(context))
        : failure(NO_ENTITY)
    },
  },
]
