import {
  DictQueryError,
  parseTableDictCode,
  queryAllDictItems,
  queryDictItemsByCode,
  queryDictText,
  queryTableDict,
} from '../../../kernel/services/dicts'
import type { DictModel } from '../../../kernel/services/dict-model'
import { tableRowAccess } from '../../../kernel/crud/table-access'
import { failure, ok, plain, result, type ResultBody } from '../../../kernel/services/result'
import { SqlSyntaxError } from '../../../kernel/services/sql-filter'
import type { Route } from '../../../kernel/routes/route'

const BAD_CODE = '字典Code格式不正确！'

/** The controllers catch everything a dictionary query throws and answer a fixed message instead. */
function guarded<T>(run: () => ResultBody<T>, message: (error: Error) => string): ResultBody<T | null> {
  try {
    return run()
  } catch (error) {
    if (error instanceof DictQueryError || error instanceof SqlSyntaxError) return failure(message(error))
    throw error
  }
}

const operationFailed = () => '操作失败'

export const dictRoutes: Route[] = [
  {
    // Signed. A plain code lists every item of that dictionary in sort order, enabled or not; a code
    // with commas is a table dictionary `table,text,code[,condition]`.
    path: '/sys/dict/getDictItems/:dictCode',
    methods: ['GET'],
    handle(context) {
      const dictCode = context.params.dictCode
      return guarded(() => {
        if (!dictCode.includes(',')) return plain(queryDictItemsByCode(context.db, dictCode))
        const parsed = parseTableDictCode(dictCode)
        if (parsed === null) return failure(BAD_CODE)
        return plain(queryTableDict(context.db, { ...parsed, reachable: (table) => tableRowAccess(context, table) }))
      }, operationFailed)
    },
  },
  {
    path: '/sys/dict/queryAllDictItems',
    methods: ['GET'],
    handle(context) {
      return ok(queryAllDictItems(context.db))
    },
  },
  {
    // The mock keeps no dictionary cache, so there is nothing to evict; the answer matches the server's.
    path: '/sys/dict/refleshCache',
    methods: 'ANY',
    handle() {
      return result()
    },
  },
  {
    path: '/sys/dict/getDictText/:dictCode/:key',
    methods: ['GET'],
    handle(context) {
      return plain(queryDictText(context.db, context.params.dictCode, context.params.key))
    },
  },
  {
    // Signed. The search box of table dictionaries (JSearchSelectTag): `keyword` filters text or value,
    // `pageSize` limits the answer. Like getDictItems, it offers only the rows the user's data rules let them list.
    path: '/sys/dict/loadDict/:dictCode',
    methods: ['GET'],
    handle(context) {
      let keyword = context.query.get('keyword')
      // Issue #4905: a keyword still percent-encoded (`%5B…`) is decoded once more.
      if (keyword !== null && keyword.includes('%5')) {
        try {
          keyword = decodeURIComponent(keyword)
        } catch {
          // Not valid percent-encoding after all: search for it as typed.
        }
      }
      const pageSizeText = context.query.get('pageSize')
      const pageSize = pageSizeText === null || pageSizeText === '' ? null : Number.parseInt(pageSizeText, 10)
      const parsed = context.params.dictCode.includes(',') ? parseTableDictCode(context.params.dictCode) : null
      if (parsed === null) return failure(BAD_CODE)
      return guarded<DictModel[]>(
        () =>
          plain(
            queryTableDict(context.db, {
              ...parsed,
              keyword,
              limit: pageSize,
              reachable: (table) => tableRowAccess(context, table),
            }),
          ),
        (error) => `操作失败：${error.message}`,
      )
    },
  },
  {
    // Signed. Texts for stored values of a table dictionary, in the order of `key`; unknown keys are
    // dropped unless `delNotExist=false`, which returns them as they are. Not narrowed by data rules: it names the
    // values already stored on a record the user reads (a case's customer), as the list's `_dictText` does.
    path: '/sys/dict/loadDictItem/:dictCode',
    methods: ['GET'],
    handle(context) {
      const keys = context.requiredParam('key')
      const deleteMissing = context.query.get('delNotExist') !== 'false'
      const parsed = parseTableDictCode(context.params.dictCode)
      if (!context.params.dictCode.includes(',') || parsed === null || parsed.condition !== null)
        return failure(BAD_CODE)
      return guarded(() => {
        if (keys === '') return plain(null)
        const items = queryTableDict(context.db, parsed)
        const texts = keys.split(',').flatMap((key) => {
          const item = items.find((candidate) => candidate.value === key)
          if (item) return [item.text]
          return deleteMissing ? [] : [key]
        })
        return plain(texts)
      }, operationFailed)
    },
  },
]
