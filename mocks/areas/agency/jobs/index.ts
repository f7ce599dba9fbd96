import type { JobHandler } from '../../../kernel/backend-core'
import type { Row } from '../../../kernel/db/table'
import { queryDictText } from '../../../kernel/services/dicts'
import { textOf } from '../../../kernel/services/text'
import { nameOf, sendEventMessage } from '../../message/event-messages'
import { caseClosed } from '../resources/ipr-case'
import { ANNUITY, PLAN_OPEN, REGISTERED, TASK_OPEN, UNPAID } from '../open-states'
import { MESSAGE_PAGES } from '../messages'
import { daysParameter, daysUntil, dueWithinDays } from './due-dates'
import { tally } from './reminder-tally'
import { markOverduePlans } from './overdue-plans'

/** The IP record's case, which a reminder about the record depends on when it has one. */
const caseOf = (record: Row) => (record.caseId ? [{ table: 'ipr_case', id: textOf(record.caseId) }] : [])

/**
 * A reminder over IP records (`ipr_info`): each record `pick` keeps whose `dueField` falls within the parameter's days
 * (`defaultDays` unless it says) reminds its handler with the template `code`, linked to the record on `page`.
 */
function ipRecordReminder(spec: {
  code: string
  page: string
  dueField: string
  defaultDays: number
  pick: (row: Row) => boolean
  /** The template's fields beside the handler, the record's name, the due date and the days left. */
  data: (row: Row) => Record<string, string>
}): JobHandler {
  return ({ backend, parameter }) => {
    const days = daysParameter(parameter, spec.defaultDays)
    const due = backend.db
      .table<Row>('ipr_info')
      .list(spec.pick)
      .filter((row) => dueWithinDays(backend.db, row[spec.dueField], days))
    return tally(
      due.map((row) =>
        sendEventMessage(backend, {
          code: spec.code,
          data: {
            handler: nameOf(backend, row.handler),
            iprName: textOf(row.iprName),
            ...spec.data(row),
            dueDate: textOf(row[spec.dueField]),
            days: daysUntil(backend.db, row[spec.dueField]),
          },
          receivers: [textOf(row.handler)],
          record: { table: 'ipr_info', id: String(row.id), page: spec.page },
          requires: caseOf(row),
        }),
      ),
    )
  }
}

/** 专利年费提醒: each unpaid annuity due within the parameter's days (90 by default) reminds its handler. */
const annualFee = ipRecordReminder({
  code: 'ipr_annuity_due',
  page: 'ipr/PaymentList',
  dueField: 'deadline',
  defaultDays: 90,
  pick: (row) => row.iprFlag === '5' && row.feeType === ANNUITY && UNPAID.includes(textOf(row.payStatus)),
  data: (row) => ({ iprNo: textOf(row.iprNo), feeYear: textOf(row.feeYear), amount: textOf(row.amount) }),
})

/** 商标续展提醒: each registered trademark expiring within the parameter's days (180 by default) reminds its handler. */
const trademarkRenewal = ipRecordReminder({
  code: 'ipr_trademark_renewal',
  page: 'ipr/TrademarkList',
  dueField: 'expireDate',
  defaultDays: 180,
  pick: (row) => row.iprFlag === '2' && row.trademarkStatus === REGISTERED,
  data: (row) => ({ regNo: textOf(row.regNo) }),
})

/**
 * 期限提醒: open cases whose official or internal deadline falls within the parameter's days (7 by default) remind
 * their handler, open tasks within them their assignee, and contract payment plans past their date the salesman.
 */
const deadlines: JobHandler = ({ backend, parameter }) => {
  const { db } = backend
  const days = daysParameter(parameter, 7)
  const openCases = db.table<Row>('ipr_case').list((row) => !caseClosed(row))
  const caseMessages = (['official', 'internal'] as const).flatMap((kind) => {
    const field = kind === 'official' ? 'officialDeadline' : 'internalDeadline'
    return openCases
      .filter((row) => dueWithinDays(db, row[field], days))
      .map((row) =>
        sendEventMessage(backend, {
          code: `ipr_deadline_${kind}`,
          data: {
            handler: nameOf(backend, row.handler),
            caseNo: textOf(row.caseNo),
            caseName: textOf(row.caseName),
            dueDate: textOf(row[field]),
            days: daysUntil(db, row[field]),
          },
          receivers: [textOf(row.handler)],
          record: { table: 'ipr_case', id: String(row.id), page: MESSAGE_PAGES.cases },
        }),
      )
  })
  const taskMessages = db
    .table<Row>('ipr_case_assign')
    .list((row) => TASK_OPEN.includes(textOf(row.assignStatus)) && dueWithinDays(db, row.deadline, days))
    .map((row) =>
      sendEventMessage(backend, {
        code: 'ipr_deadline_task',
        data: {
          assignee: nameOf(backend, row.assignee),
          caseNo: textOf(db.table<Row>('ipr_case').get(textOf(row.caseId))?.caseNo),
          taskType: queryDictText(db, 'ipr_task_type', textOf(row.taskType)) ?? textOf(row.taskType),
          dueDate: textOf(row.deadline),
          days: daysUntil(db, row.deadline),
        },
        receivers: [textOf(row.assignee)],
        record: { table: 'ipr_case_assign', id: String(row.id), page: MESSAGE_PAGES.myTasks },
        requires: [{ table: 'ipr_case', id: textOf(row.caseId) }],
      }),
    )
  const planMessages = db
    .table<Row>('ipr_contract_plan')
    .list((row) => PLAN_OPEN.includes(textOf(row.planStatus)) && (daysUntil(db, row.planDate) ?? 0) < 0)
    .map((plan) => {
      const contract = db.table<Row>('ipr_contract').get(textOf(plan.contractId))
      return sendEventMessage(backend, {
        code: 'ipr_contract_plan_overdue',
        data: {
          salesman: nameOf(backend, contract?.salesman),
          contractNo: textOf(contract?.contractNo),
          contractName: textOf(contract?.contractName),
          period: textOf(plan.period),
          planName: textOf(plan.planName),
          planAmount: textOf(plan.planAmount),
          planDate: textOf(plan.planDate),
          days: -(daysUntil(db, plan.planDate) ?? 0),
        },
        receivers: [textOf(contract?.salesman)],
        record: { table: 'ipr_contract', id: textOf(plan.contractId), page: 'ipr/ContractList' },
      })
    })
  return tally([...caseMessages, ...taskMessages, ...planMessages])
}

/** The agency's Quartz job classes (`sys_quartz_job` rows seeded by the system area). */
export const agencyJobs: Readonly<Record<string, JobHandler>> = {
  'org.jeecg.modules.ipr.job.AnnualFeeReminderJob': annualFee,
  'org.jeecg.modules.ipr.job.TrademarkRenewalJob': trademarkRenewal,
  'org.jeecg.modules.ipr.job.DeadlineReminderJob': deadlines,
  /** 回款逾期: each day, payment plan rows past their date with no money in turn 已逾期. */
  'org.jeecg.modules.ipr.job.ContractPlanOverdueJob': ({ backend }) =>
    `标记已逾期回款计划${markOverduePlans(backend.db)}条`,
}
