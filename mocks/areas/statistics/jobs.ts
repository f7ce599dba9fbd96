import type { JobHandler } from '../../kernel/backend-core'
import type { Row } from '../../kernel/db/table'
import { formatDate } from '../../kernel/db/time'
import { caseClosed } from '../agency/resources/ipr-case'
import { addDays, within } from './period'

/**
 * 案件统计 (`CaseStatisticsJob`, the 1st of each month): last month's new cases and the cases closed in it (closed
 * cases last updated then), which its run's log states.
 */
const caseStatistics: JobHandler = ({ backend }) => {
  const today = formatDate(backend.db.now())
  const end = addDays(`${today.slice(0, 8)}01`, -1)
  const month = { begin: `${end.slice(0, 8)}01`, end }
  const cases = backend.db.table<Row>('ipr_case').list()
  const opened = cases.filter((row) => within(row.createTime, month)).length
  const closed = cases.filter((row) => caseClosed(row) && within(row.updateTime, month)).length
  return `${end.slice(0, 7)} 新增案件${opened}件，结案${closed}件，在办案件${cases.filter((row) => !caseClosed(row)).length}件`
}

export const statisticsJobs: Readonly<Record<string, JobHandler>> = {
  'org.jeecg.modules.ipr.job.CaseStatisticsJob': caseStatistics,
}
