import { failure, ok } from '../services/result'
import { findHead, findHeadByCode, reportColumns, reportData, reportQueryInfo } from '../services/online-reports'
import type { Route } from './route'

const BASE = '/online/cgreport/api'

/** `OnlCgreportAPI` (contract §7): a report's columns by code, its query items and its rows by id. */
export const onlineReportRoutes: Route[] = [
  {
    path: `${BASE}/getRpColumns/:code`,
    methods: ['GET'],
    handle({ db, params }) {
      const head = findHeadByCode(db, params.code!)
      return head ? ok(reportColumns(db, head)) : failure('实体不存在')
    },
  },
  {
    path: `${BASE}/getQueryInfo/:id`,
    methods: ['GET'],
    handle({ db, params }) {
      return ok(reportQueryInfo(db, params.id!))
    },
  },
  {
    path: `${BASE}/getData/:id`,
    methods: ['GET'],
    handle({ db, params, query }) {
      const head = findHead(db, params.id!)
      return head ? ok(reportData(db, head, query)) : failure('动态报表配置不存在!')
    },
  },
]
