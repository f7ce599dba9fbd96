import type { CrudResource } from '../../../kernel/crud/resource'
import type { Database } from '../../../kernel/db/database'
import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { ANNUITY, feePaid, PLAN_OPEN, PROJECT_OPEN, REGISTERED, TASK_OPEN, UNPAID } from '../../agency/open-states'
import { caseClosed, iprCaseAssignResource, iprCaseResource } from '../../agency/resources/ipr-case'
import { iprContractResource } from '../../agency/resources/ipr-contract'
import { iprExpenseResource } from '../../agency/resources/ipr-expense'
import { iprInfoResource } from '../../agency/resources/ipr-info'

/**
 * One kind of deadline (`ipr_deadline_kind`): the rows that carry it and are still open, the date they are due by, what
 * a line shows of them, and the menu pages that open the record (the first the user may open is the line's link).
 * `reach` is the resource whose data rules decide who sees a row, tested on `owner` of the row (the row itself, or the
 * contract a payment plan belongs to).
 */
export interface DeadlineKind {
  kind: string
  table: string
  reach: CrudResource
  open: (row: Row) => boolean
  dueField: string
  recordNo: (row: Row, db: Database) => unknown
  title: (row: Row, db: Database) => unknown
  handler: (row: Row, db: Database) => unknown
  orgCode: (row: Row, db: Database) => unknown
  pages: readonly string[]
  /** The row the record's list shows and its data rules test: the row itself unless said. */
  owner?: (row: Row, db: Database) => Row | undefined
}

const own = (field: string) => (row: Row) => row[field]
const caseOf = (row: Row, db: Database) => db.table<Row>('ipr_case').get(textOf(row.caseId))
const contractOf = (row: Row, db: Database) => db.table<Row>('ipr_contract').get(textOf(row.contractId))

/** A case's official or internal deadline, until the case is closed. */
const caseDeadline = (kind: string, dueField: string): DeadlineKind => ({
  kind,
  table: 'ipr_case',
  reach: iprCaseResource,
  open: (row) => !caseClosed(row),
  dueField,
  recordNo: own('caseNo'),
  title: own('caseName'),
  handler: own('handler'),
  orgCode: own('sysOrgCode'),
  pages: ['ipr/CaseList'],
})

/** An IP record (`ipr_info`) of one `iprFlag` while `open` says it still waits, due by `dueField`. */
const ipRecordDeadline = (
  kind: string,
  flag: string,
  dueField: string,
  page: string,
  open: (row: Row) => boolean,
): DeadlineKind => ({
  kind,
  table: 'ipr_info',
  reach: iprInfoResource,
  open: (row) => row.iprFlag === flag && open(row),
  dueField,
  recordNo: own('iprNo'),
  title: own('iprName'),
  handler: own('handler'),
  orgCode: own('sysOrgCode'),
  pages: [page],
})

/** Every kind the 期限监控 page and the home page's widget list, in the dictionary's order. */
export const DEADLINE_KINDS: readonly DeadlineKind[] = [
  caseDeadline('official', 'officialDeadline'),
  caseDeadline('internal', 'internalDeadline'),
  {
    kind: 'task',
    table: 'ipr_case_assign',
    reach: iprCaseAssignResource,
    open: (row) => TASK_OPEN.includes(textOf(row.assignStatus)),
    dueField: 'deadline',
    recordNo: (row, db) => caseOf(row, db)?.caseNo,
    title: (row, db) => caseOf(row, db)?.caseName,
    handler: own('assignee'),
    orgCode: own('sysOrgCode'),
    pages: ['ipr/CaseAssignList', 'ipr/MyCaseTaskList'],
  },
  {
    kind: 'fee',
    table: 'ipr_expense',
    reach: iprExpenseResource,
    open: (row) => !feePaid(row),
    dueField: 'officialDeadline',
    recordNo: (row, db) => caseOf(row, db)?.caseNo,
    title: own('feeName'),
    handler: own('handler'),
    orgCode: own('sysOrgCode'),
    pages: ['ipr/ExpenseList'],
  },
  ipRecordDeadline(
    'annuity',
    '5',
    'deadline',
    'ipr/PaymentList',
    (row) => row.feeType === ANNUITY && UNPAID.includes(textOf(row.payStatus)),
  ),
  ipRecordDeadline('renewal', '2', 'expireDate', 'ipr/TrademarkList', (row) => row.trademarkStatus === REGISTERED),
  ipRecordDeadline('project', '3', 'deadline', 'ipr/ProjectList', (row) =>
    PROJECT_OPEN.includes(textOf(row.projectStatus)),
  ),
  {
    kind: 'contractPlan',
    table: 'ipr_contract_plan',
    reach: iprContractResource,
    open: (row) => PLAN_OPEN.includes(textOf(row.planStatus)),
    dueField: 'planDate',
    owner: contractOf,
    recordNo: (row, db) => contractOf(row, db)?.contractNo,
    title: (row, db) => [contractOf(row, db)?.contractName, row.planName].filter(Boolean).join(' · '),
    handler: (row, db) => contractOf(row, db)?.salesman,
    orgCode: (row, db) => contractOf(row, db)?.sysOrgCode,
    pages: ['ipr/ContractList'],
  },
]
