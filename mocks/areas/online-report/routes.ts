import { failure, ok } from '../../kernel/services/result'
import { findHead, findHeadByCode, reportColumns, reportColumnsAndData, reportData, reportQueryInfo } from './reports'
import type { Route } from '../../kernel/routes/route'

const BASE = '/online/cgreport/api'

const NO_REPORT = '动态报表配置不存在!'

/**
 * `OnlCgreportAPI` (`/online/cgreport/api`): a report's columns by code, its query items and its rows by id; the
 * report page's columns with a page of rows, and its Excel export.
 */
export const onlineReportRoutes: Route[] = [
  {
    path: `${BASE}/getRpColumns/:code`,
    methods: ['GET'],
    handle({ db, params }) {
      const head = findHeadByCode(db, params.code)
      return head ? ok(reportColumns(db, head)) : failure('实体不存在')
    },
  },
  {
    path: `${BASE}/getQueryInfo/:id`,
    methods: ['GET'],
    handle({ db, params }) {
      return ok(reportQueryInfo(db, params.id))
    },
  },
  {
    path: `${BASE}/getData/:id`,
    methods: ['GET'],
    handle({ db, params, query }) {
      const head = findHead(db, params.id)
      return head ? ok(reportData(db, head, query)) : failure(NO_REPORT)
    },
  },
  {
    path: `${BASE}/getColumnsAndData/:id`,
    methods: ['GET'],
    handle({ db, params, query }) {
      const head = findHead(db, params.id)
      return head ? ok(reportColumnsAndData(db, head, query)) : failure('实体不存在')
    },
  },
  {
    path: `${BASE}/exportXls/:reportId`,
    methods: ['GET'],
    async handle({ db, params, query, user }) {
      const head = findHead(db, params.reportId)
      if (!head) return failure(NO_REPORT)
      // Loaded with the first export, as the other exports load theirs.
      const { exportReport } = await import('./export')
      return exportReport(db, head, query, user)
    },
  },
]
