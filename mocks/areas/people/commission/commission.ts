import type { Database } from '../../../kernel/db/database'
import { toYuan } from '../../agency/resources/ipr-money'
import { agencyFeesReceived } from './agency-fees'
import { rateFinder } from './rates'

/** One person's month: the agency fees received on their cases and the commission on them, in yuan. */
export interface MonthCommission {
  received: number
  commission: number
}

/**
 * Commission by person and month (`username|yyyy-MM`): each receipt's agency fees at the rate holding for the handler
 * on the receipt's day, the month's sum rounded to the cent once, as the payslip shows it. The salary batch and
 * 人员绩效 both read it, so their figures agree; `counted` keeps the receipts of the days a statistic asks about.
 */
export function commissionTable(
  db: Database,
  counted: (day: string) => boolean = () => true,
): Map<string, MonthCommission> {
  const rateOf = rateFinder(db)
  const sums = new Map<string, { received: number; weighted: number }>()
  for (const fee of agencyFeesReceived(db).filter((received) => counted(received.day))) {
    const key = monthKey(fee.handler, fee.day.slice(0, 7))
    const sum = sums.get(key) ?? { received: 0, weighted: 0 }
    sum.received += fee.cents
    sum.weighted += fee.cents * rateOf(fee.handler, fee.day)
    sums.set(key, sum)
  }
  return new Map(
    [...sums].map(([key, sum]) => [
      key,
      { received: toYuan(sum.received), commission: toYuan(Math.round(sum.weighted / 100)) },
    ]),
  )
}

export const monthKey = (username: string, month: string) => `${username}|${month}`

/** One person's commission for one month (yyyy-MM), 0 when nothing was received on their cases. */
export const commissionOf = (db: Database, username: string, month: string): number =>
  commissionTable(db).get(monthKey(username, month))?.commission ?? 0
