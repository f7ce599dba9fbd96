import { iprDailyLogResource, REVIEW_STATUS } from './resources/daily-log'
import { iprLoanResource, LOAN_SUB_TABLES, overRepaid } from './resources/loan'
import {
  feeLineProblem,
  iprReimburseResource,
  offsetProblem,
  PAY_STATUS,
  REIMBURSE_SUB_TABLES,
} from './resources/reimburse'
import {
  batchLocked,
  iprSalaryBatchResource,
  iprSalaryResource,
  recomputeCommission,
  SALARY_STATUS,
  salariesOf,
} from './resources/salary'
import { iprCommissionRuleResource } from './resources/commission-rule'
import { BPM_STATUS } from '../agency/resources/ipr-contract'
import { updatedStamp } from '../../kernel/crud/audit'
import { schemaOf } from '../../kernel/crud/engine'
import type { CrudResource } from '../../kernel/crud/resource'
import { crudRoutes } from '../../kernel/crud/routes'
import { reachableRow } from '../../kernel/crud/row-access'
import { bindingSubRows, subRowsRoute } from '../../kernel/crud/sub-table-routes'
import type { SubTable } from '../../kernel/crud/sub-tables'
import type { Row } from '../../kernel/db/table'
import { formatDate, formatDateTime } from '../../kernel/db/time'
import { failure, succeed, type ResultBody } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import type { RequestContext, Route } from '../../kernel/routes/route'

type Body = Record<string, unknown>
type Check = (context: RequestContext, body: Body, existing: Row | undefined) => ResultBody<null> | undefined

const [ITEMS] = REIMBURSE_SUB_TABLES as [SubTable]
const [REPAYMENTS] = LOAN_SUB_TABLES as [SubTable]

/**
 * A controller's own check of the whole body (lines included) in front of `saveMain` / `updateMain`: after the
 * route's permission check and before anything is written.
 */
const checking =
  (table: string, check: Check) =>
  (route: Route): Route => {
    const add = route.path.endsWith('/add')
    if (!add && !route.path.endsWith('/edit')) return route
    return {
      ...route,
      async handle(context) {
        const body = await context.body<Body>()
        const existing = add ? undefined : context.db.table<Row>(table).get(textOf(body.id))
        return check(context, body, existing) ?? route.handle(context)
      },
    }
  }

/**
 * One state change of a row, PUT with its id: refuses with a message, or gives the columns to write. A row outside
 * the user's data rules is not found, as on the list.
 */
const transition = (
  path: string,
  resource: CrudResource,
  permission: string,
  notFound: string,
  apply: (row: Row, body: Body, context: RequestContext) => Record<string, unknown> | ResultBody<null>,
  message: string,
): Route => ({
  path,
  methods: ['PUT'],
  permission,
  async handle(context) {
    const body = await context.body<Body>()
    const row = reachableRow(resource, context, textOf(body.id))
    if (!row) return failure(notFound)
    const patch = apply(row, body, context)
    if (typeof patch.success === 'boolean' && 'timestamp' in patch) return patch as ResultBody<null>
    context.db.table<Row>(schemaOf(resource)['x-table']!).update(row.id, { ...patch, ...updatedStamp(context) })
    return succeed(message)
  },
})

/** Every row of a batch follows its state (and its payment date). */
const markRows = (context: RequestContext, batchId: string, patch: Record<string, unknown>) => {
  for (const salary of salariesOf(context, batchId)) context.db.table<Row>('ipr_salary').update(salary.id, patch)
}

/** 确认: a draft batch with rows is frozen; its rows can no longer be imported, edited or deleted. */
const confirmBatch = transition(
  `${iprSalaryBatchResource.basePath}/confirm`,
  iprSalaryBatchResource,
  'ipr:salaryBatch:confirm',
  '未找到对应工资批次',
  (batch, _body, context) => {
    const locked = batchLocked(context, batch)
    if (locked) return locked
    if (salariesOf(context, String(batch.id)).length === 0) return failure('工资批次没有工资明细，不能确认')
    markRows(context, String(batch.id), { salaryStatus: SALARY_STATUS.confirmed })
    return { salaryStatus: SALARY_STATUS.confirmed }
  },
  '工资已确认',
)

/** 发放: a confirmed batch whose approval completed is paid today. */
const payBatch = transition(
  `${iprSalaryBatchResource.basePath}/pay`,
  iprSalaryBatchResource,
  'ipr:salaryBatch:pay',
  '未找到对应工资批次',
  (batch, _body, context) => {
    if (batch.salaryStatus !== SALARY_STATUS.confirmed) return failure('只有已确认的工资批次可以发放')
    if (batch.bpmStatus !== BPM_STATUS.done) return failure('工资批次尚未审批通过，不能发放')
    const payDate = formatDate(context.db.now())
    markRows(context, String(batch.id), { salaryStatus: SALARY_STATUS.paid, payDate })
    return { salaryStatus: SALARY_STATUS.paid, payDate }
  },
  '工资已发放',
)

/**
 * 重算提成: a draft batch's 业务提成 from the commission rules over the month's receipts as they stand now (money
 * received after the salaries were imported), and each row's pay with it.
 */
const recomputeBatch = transition(
  `${iprSalaryBatchResource.basePath}/recompute`,
  iprSalaryBatchResource,
  'ipr:salaryBatch:edit',
  '未找到对应工资批次',
  (batch, _body, context) => {
    const locked = batchLocked(context, batch)
    if (locked) return locked
    recomputeCommission(context, String(batch.id))
    return {}
  },
  '业务提成已重算',
)

/** 批阅: someone other than the author, holding the review button, reviews a report once, with a comment. */
const reviewLog = transition(
  `${iprDailyLogResource.basePath}/review`,
  iprDailyLogResource,
  'ipr:dailyLog:review',
  '未找到对应日志',
  (log, body, context) => {
    if (log.createBy === context.user?.username) return failure('不能批阅自己的日志')
    if (log.reviewStatus === REVIEW_STATUS.reviewed) return failure('该日志已批阅')
    return {
      reviewStatus: REVIEW_STATUS.reviewed,
      reviewer: context.user?.username ?? null,
      reviewComment: textOf(body.reviewComment).trim() || null,
      reviewTime: formatDateTime(context.db.now()),
    }
  },
  '批阅成功',
)

/**
 * 付款: 财务 pays an approved claim once, by the way it names, on the day it names (today by default); the claim then
 * reads 已支付 with who paid it.
 */
const payClaim = transition(
  `${iprReimburseResource.basePath}/pay`,
  iprReimburseResource,
  'ipr:reimburse:pay',
  '未找到对应报销单',
  (claim, body, context) => {
    const name = `报销单「${textOf(claim.reimburseNo)}」`
    if (claim.bpmStatus !== BPM_STATUS.done) return failure(`${name}尚未审批通过，不能付款`)
    if (claim.payStatus === PAY_STATUS.paid) return failure(`${name}已于${textOf(claim.payDate)}付款，不能重复付款`)
    if (!textOf(body.payMethod)) return failure('请选择付款方式')
    return {
      payStatus: PAY_STATUS.paid,
      payDate: textOf(body.payDate) || formatDate(context.db.now()),
      payMethod: textOf(body.payMethod),
      payBy: context.user?.username ?? null,
    }
  },
  '付款成功',
)

/** The firm's people work: reimbursements and loans, salaries and payslips, work logs. */
export const peopleRoutes: Route[] = [
  ...crudRoutes(iprReimburseResource)
    .map(
      checking(
        'ipr_reimburse',
        (context, body, existing) => offsetProblem(context, body, existing) ?? feeLineProblem(context, body, existing),
      ),
    )
    .map(bindingSubRows(REIMBURSE_SUB_TABLES)),
  subRowsRoute(iprReimburseResource, 'queryItemListByMainId', ITEMS),
  payClaim,
  ...crudRoutes(iprLoanResource).map(checking('ipr_loan', overRepaid)).map(bindingSubRows(LOAN_SUB_TABLES)),
  subRowsRoute(iprLoanResource, 'queryRepaymentListByMainId', REPAYMENTS),
  ...crudRoutes(iprSalaryBatchResource),
  confirmBatch,
  payBatch,
  recomputeBatch,
  ...crudRoutes(iprSalaryResource),
  ...crudRoutes(iprCommissionRuleResource),
  ...crudRoutes(iprDailyLogResource),
  reviewLog,
]
