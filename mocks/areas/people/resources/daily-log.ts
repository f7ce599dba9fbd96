import type { Row } from '../../../kernel/db/table'
import { failure } from '../../../kernel/services/result'
import { omit } from '../../../kernel/services/omit'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { department, flagScope, mine } from '../../../kernel/crud/scope'
import { withOrgCode } from '../../agency/resources/ipr-common'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `ipr_review_status`. */
export const REVIEW_STATUS = { waiting: '0', reviewed: '1' } as const

const LOG_TYPES: Readonly<Record<string, string>> = { '1': '日报', '2': '周报', '3': '月报' }

/** What only the reviewer's 批阅 writes. */
const REVIEW_FIELDS = ['reviewStatus', 'reviewComment', 'reviewTime'] as const

/**
 * `IprDailyLogController`: daily, weekly and monthly reports. One report of a kind per author and date; the author
 * alone edits it, until a manager has reviewed it (批阅, see the review route).
 */
export const iprDailyLogResource: CrudResource = {
  ...controllerResource('ipr-daily-log'),
  rules: { todayContent: [['maxChars', 2000]], reviewComment: [['maxChars', 500]] },
  defaultSort: { column: 'logDate', order: 'desc' },
  dataRulePage: 'ipr/DailyLogList',
  listScope: flagScope({ '1': mine('createBy'), '2': department('sysOrgCode') }),
  prepare(values, context, existing) {
    if (existing && existing.createBy !== context.user?.username) return failure('只能修改自己填写的日志')
    if (existing?.reviewStatus === REVIEW_STATUS.reviewed) return failure('日志已批阅，不能修改')
    const hours = values.workHours ?? existing?.workHours
    if (hours !== null && hours !== undefined && (Number(hours) < 0 || Number(hours) > 24))
      return failure('工时应在0到24小时之间')
    const author = existing ? existing.createBy : context.user?.username
    const logDate = textOf(values.logDate ?? existing?.logDate)
    const logType = textOf(values.logType ?? existing?.logType)
    const twin = context.db
      .table<Row>('ipr_daily_log')
      .first(
        (row) =>
          row.createBy === author && row.logDate === logDate && row.logType === logType && row.id !== existing?.id,
      )
    if (twin) return failure(`${logDate}的${LOG_TYPES[logType] ?? '日志'}已填写，请修改原日志`)
    const rest = omit(values, ...REVIEW_FIELDS)
    return existing ? rest : { ...withOrgCode(rest, context), reviewStatus: REVIEW_STATUS.waiting }
  },
}
