import type { Database } from '../../../kernel/db/database'
import type { Row } from '../../../kernel/db/table'
import { formatDate } from '../../../kernel/db/time'
import { textOf } from '../../../kernel/services/text'

/** `ipr_plan_status` 0 未回款 and 3 已逾期. */
const PLAN_WAITING = '0'
const PLAN_OVERDUE = '3'

/**
 * Marks 已逾期 each payment plan row still 未回款 whose date has passed on the firm's calendar (GMT+8): what
 * `refreshPlan` works out on a save, for the rows no save touched since their date went by. A row money came in for
 * is 部分回款 or 已回款 already. Returns how many rows it marked.
 */
export function markOverduePlans(db: Database): number {
  const today = formatDate(db.now())
  const plans = db.table<Row>('ipr_contract_plan')
  const passed = plans.list((row) => row.planStatus === PLAN_WAITING && textOf(row.planDate) < today)
  for (const plan of passed) plans.update(plan.id, { planStatus: PLAN_OVERDUE })
  return passed.length
}
