import { caseClosed, iprCaseResource } from '../agency/resources/ipr-case'
import { iprCustomerResource } from '../agency/resources/ipr-customer'
import { iprExpenseResource } from '../agency/resources/ipr-expense'
import { formatDate } from '../../kernel/db/time'
import type { Row } from '../../kernel/db/table'
import { textOf } from '../../kernel/services/text'
import type { RequestContext } from '../../kernel/routes/route'
import { casesOf } from './case-figures'
import { sumYuan } from './group'
import { feePaid } from '../agency/open-states'
import { contractsOf, measureContracts } from './money-figures'
import { addDays, within, type Period } from './period'
import { visibleRows } from './visible-rows'

/** Whether a deadline column falls from today up to `days` days ahead. */
const dueIn = (row: Row, field: string, today: string, days: number): boolean =>
  within(row[field], { begin: today, end: addDays(today, days) })

/**
 * The figures of the home page's cards: the period's new customers, contracts (amount, collected, outstanding) and
 * cases, and — whatever the period — the open cases, their official deadlines in the next 7 and 30 days or already
 * past, and the unpaid fees due within 30 days. `collection` splits the period's contract amount for a ring chart.
 */
export function overview(context: RequestContext, period: Period) {
  const today = formatDate(context.db.now())
  const open = visibleRows(context, iprCaseResource).filter((row) => !caseClosed(row))
  const contracts = measureContracts(contractsOf(context, period))
  const feesDue = visibleRows(context, iprExpenseResource).filter(
    (row) => !feePaid(row) && dueIn(row, 'officialDeadline', today, 30),
  )
  return {
    newCustomers: visibleRows(context, iprCustomerResource).filter((row) => within(row.createTime, period)).length,
    newContracts: contracts.count,
    contractAmount: contracts.amount,
    receivedAmount: contracts.received,
    outstandingAmount: contracts.outstanding,
    receivedRate: contracts.amount > 0 ? Math.round((contracts.received / contracts.amount) * 1000) / 10 : 0,
    newCases: casesOf(context, period).length,
    openCases: open.length,
    dueIn7Days: open.filter((row) => dueIn(row, 'officialDeadline', today, 7)).length,
    dueIn30Days: open.filter((row) => dueIn(row, 'officialDeadline', today, 30)).length,
    overdueCases: open.filter((row) => textOf(row.officialDeadline) !== '' && textOf(row.officialDeadline) < today)
      .length,
    feesDue: feesDue.length,
    feesDueAmount: sumYuan(feesDue, (row) => row.amount),
    collection: [
      { item: '已回款', amount: contracts.received },
      { item: '待回款', amount: contracts.outstanding },
    ],
  }
}
