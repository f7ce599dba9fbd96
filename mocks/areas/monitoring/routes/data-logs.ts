import { dataLogResource } from '../data-log-resource'
import { crudRoutes } from '../../../kernel/crud/routes'
import { DATA_LOG_TABLE, newestFirst, type DataLogRow } from '../../../kernel/services/data-log'
import { failure, plain } from '../../../kernel/services/result'
import type { Route } from '../../../kernel/routes/route'

/** `SysDataLogController`: the list, a record's versions, and two versions by their log ids for comparison. */
export const dataLogRoutes: Route[] = [
  ...crudRoutes(dataLogResource),
  {
    path: '/sys/dataLog/queryDataVerList',
    methods: ['GET'],
    handle({ db, query }) {
      const dataTable = query.get('dataTable')
      const dataId = query.get('dataId')
      const type = query.get('type')
      const versions = db
        .table<DataLogRow>(DATA_LOG_TABLE)
        .list(
          (row) =>
            (!dataTable || row.dataTable === dataTable) &&
            (!dataId || row.dataId === dataId) &&
            (!type || row.type === type),
        )
        .sort(newestFirst)
      return versions.length > 0 ? plain(versions) : failure('未找到版本信息')
    },
  },
  {
    // `listByIds`: the rows in table order, not in the order asked, so a client must label them by their own version.
    path: '/sys/dataLog/queryCompareList',
    methods: ['GET'],
    handle({ db, query }) {
      const ids = new Set([query.get('dataId1'), query.get('dataId2')])
      return plain(db.table<DataLogRow>(DATA_LOG_TABLE).list((row) => ids.has(String(row.id))))
    },
  },
]
